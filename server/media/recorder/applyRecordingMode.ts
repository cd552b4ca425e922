/** Spec 3 §4 recording modes on a camera's recorders: CONTINUOUS keeps them, LIVE drops them (live
 *  only, nothing recorded), EVENTS puts an EventRecordingGate in front of each, opened by every
 *  event the camera witnesses (motion, a sensor, an operator's createEvent). NONE never gets here:
 *  the camera's pipeline does not run. */
import type { StreamNumber } from '../../../shared/video/constants';
import { EventRecordingGate, type StreamSink } from './EventRecordingGate';
import type { RecordingSettings } from './recordingSettings';

/** Calls back at each event witnessed by the camera with its time; returns the unsubscribe function. */
export type WatchEvents = (onEvent: (triggeredAt: number) => void) => () => void;

export function applyRecordingMode(
  recording: RecordingSettings,
  recorders: Map<StreamNumber, StreamSink>,
  watchEvents: WatchEvents,
): () => void {
  if (recording.mode === 'LIVE') {
    recorders.clear();
    return () => undefined;
  }
  if (recording.mode !== 'EVENTS') return () => undefined;
  const gates: EventRecordingGate[] = [];
  for (const [stream, recorder] of recorders) {
    const gate = new EventRecordingGate(recorder, recording.preRollSeconds * 1000, recording.postRollSeconds * 1000);
    gates.push(gate);
    recorders.set(stream, gate);
  }
  return watchEvents((triggeredAt) => {
    // The event's own time, so video before a late event is kept; never later than now (a clock
    // ahead of ours would otherwise skip the pre-roll).
    const at = Math.min(triggeredAt, Date.now());
    for (const gate of gates) gate.trigger(at);
  });
}
