/** Archive index rows for repository tests: a 640x360 segment of a camera's first stream, open
 *  unless told closed, and its n-th fragment (100 ms and 10 bytes each, a keyframe every fifth). */
import type { FragmentRow, SegmentRow } from '../db/repositories/archiveIndex';

export function segmentRow(id: string, cameraId: string, startMs: number, closed = 0): SegmentRow {
  return {
    id,
    camera_id: cameraId,
    stream: 1,
    file: `${cameraId}/1/${id}.m4s`,
    init_file: `${cameraId}/1/${id}.init.mp4`,
    codec: 'avc1.64001f',
    width: 640,
    height: 360,
    origin_ms: startMs,
    start_ms: startMs,
    end_ms: startMs,
    size: 0,
    closed,
  };
}

export function fragmentRow(seg: SegmentRow, n: number): FragmentRow {
  return {
    segment_id: seg.id,
    byte_offset: n * 10,
    size: 10,
    camera_id: seg.camera_id,
    stream: seg.stream,
    start_ms: seg.start_ms + n * 100,
    end_ms: seg.start_ms + (n + 1) * 100,
    is_key: n % 5 === 0 ? 1 : 0,
  };
}
