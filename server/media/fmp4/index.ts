/** fMP4 parsing: init segments, fragments and a streaming splitter. */
export { Fmp4Splitter } from './Fmp4Splitter';
export { parseFragment, type Sample } from './parseFragment';
export { parseInitSegment, type InitSegment } from './parseInitSegment';
