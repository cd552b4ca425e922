/** fMP4 parsing and writing: init segments, fragments and a streaming splitter. */
export { Fmp4Splitter, type SplitterHandlers } from './Fmp4Splitter';
export { parseFragment, type Sample } from './parseFragment';
export { parseInitSegment, type AudioTrack, type InitSegment } from './parseInitSegment';
export { writeFragment, type FragmentSample } from './writeFragment';
export { writeAudioFragment, type AudioFragmentSample } from './writeAudioFragment';
export { AUDIO_TRACK_ID, writeInitSegment, type AudioTrackInput } from './writeInitSegment';
