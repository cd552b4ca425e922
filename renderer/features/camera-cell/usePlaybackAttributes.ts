/** The cell's playback figures as data attributes — the media time on screen, time to first frame
 *  and frame counters — for end-to-end tests and the video benchmark, which read the page as an
 *  operator's browser renders it. Counters refresh once a second, not per frame. */
import { useEffect, useState } from 'react';
import { STATS_REFRESH_MS } from '../../../shared/video/cellConstants';
import type { PlayerController, PlayerState } from '../player';

type Counters = Record<
  'data-first-frame-ms' | 'data-frames-decoded' | 'data-frames-painted' | 'data-frames-dropped',
  string
>;

function countersOf(controller: PlayerController): Counters {
  const stats = controller.stats();
  const firstFrame =
    stats.firstFrameAt !== null && stats.requestedAt !== null
      ? (stats.firstFrameAt - stats.requestedAt).toFixed(1)
      : '';
  return {
    'data-first-frame-ms': firstFrame,
    'data-frames-decoded': String(stats.framesDecoded),
    'data-frames-painted': String(stats.framesPainted),
    'data-frames-dropped': String(stats.framesDropped),
  };
}

export function usePlaybackAttributes(controller: PlayerController, state: PlayerState) {
  const [counters, setCounters] = useState(() => countersOf(controller));
  const painted = state.time !== null;
  // Read again at once when playback starts or the picture appears, so a new time to first frame
  // shows without waiting for the next refresh.
  const { status } = state;
  useEffect(() => {
    setCounters(countersOf(controller));
    const timer = setInterval(() => setCounters(countersOf(controller)), STATS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [controller, painted, status]);
  return { ...counters, 'data-time': state.time === null ? '' : String(Math.round(state.time)) };
}
