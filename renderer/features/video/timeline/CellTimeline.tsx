/** A camera cell's own single-track timeline strip. */
export interface CellTimelineProps {
  deviceId: string;
  /** Media time on screen (ms), null before the first frame. */
  time: number | null;
  /** The user picked a time on the strip. */
  onSeek(time: number): void;
}

export function CellTimeline(_props: CellTimelineProps) {
  return null;
}
