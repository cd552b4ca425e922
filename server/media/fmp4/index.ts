/** fMP4 parsing and writing: init segments, fragments and a streaming splitter. */
export { Fmp4Splitter, type SplitterHandlers } from './Fmp4Splitter';
export { parseFragment, type Sample } from './parseFragment';
export { parseInitSegment, type InitSegment } from './parseInitSegment';
export { writeFragment, type FragmentSample } from './writeFragment';
export { writeInitSegment } from './writeInitSegment';
