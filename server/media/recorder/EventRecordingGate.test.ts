/** Recording mode EVENTS: video around events reaches the recorder, with its pre- and post-roll. */
import type { Fragment, StreamInit } from '../sources/SourceListener';
import { EVENT_LATENESS_MS, EventRecordingGate, type StreamSink } from './EventRecordingGate';

/** One-second fragments, a keyframe every `gop` seconds, starting at t = 0. */
const fragment = (second: number, gop = 2): Fragment => ({
  bytes: Buffer.alloc(1),
  frames: [],
  startMs: second * 1000,
  endMs: (second + 1) * 1000,
  key: second % gop === 0,
  mediaOriginMs: 0,
});

function recorder() {
  const events: string[] = [];
  const sink: StreamSink = {
    setInit: () => events.push('init'),
    append: (f) => events.push(String(f.startMs / 1000)),
    close: () => events.push('close'),
  };
  return { sink, events };
}

describe('EventRecordingGate', () => {
  it('records nothing without an event', () => {
    const { sink, events } = recorder();
    const gate = new EventRecordingGate(sink, 3_000, 4_000);
    gate.setInit({} as StreamInit);
    for (let s = 0; s < 20; s++) gate.append(fragment(s));
    expect(events).toEqual(['init']);
  });

  it('records from a keyframe at or before the pre-roll to the first keyframe after the post-roll', () => {
    const { sink, events } = recorder();
    const gate = new EventRecordingGate(sink, 3_000, 4_000);
    gate.setInit({} as StreamInit);
    for (let s = 0; s < 10; s++) gate.append(fragment(s));
    // Event at 10 s: pre-roll reaches back to 7 s, whose GOP starts at 6 s.
    gate.trigger(10_000);
    for (let s = 10; s < 20; s++) gate.append(fragment(s));
    expect(events).toEqual(['init', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', 'close']);
  });

  it('keeps the pre-roll of an event that reaches it seconds late, and ends after its post-roll', () => {
    const { sink, events } = recorder();
    const gate = new EventRecordingGate(sink, 3_000, 4_000);
    gate.setInit({} as StreamInit);
    for (let s = 0; s < 16; s++) gate.append(fragment(s));
    // The event happened at 10 s and arrives at 16 s: its pre-roll's GOP (6 s) is still held, older
    // ones are not recorded.
    gate.trigger(10_000);
    for (let s = 16; s < 20; s++) gate.append(fragment(s));
    expect(events).toEqual(['init', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', 'close']);
  });

  it('holds no more than the pre-roll and the lateness it allows', () => {
    const { sink, events } = recorder();
    const gate = new EventRecordingGate(sink, 1_000, 0);
    gate.setInit({} as StreamInit);
    const seconds = 40;
    for (let s = 0; s < seconds; s++) gate.append(fragment(s));
    // An event older than the gate holds gets what the gate still has.
    gate.trigger(0);
    gate.append(fragment(seconds));
    const oldest = (seconds - (1_000 + EVENT_LATENESS_MS) / 1000 - 1) * 1000;
    expect(Number(events[1]) * 1000).toBeGreaterThanOrEqual(oldest);
    expect(events.at(-1)).toBe('close');
  });

  it('stretches the recording while events keep coming', () => {
    const { sink, events } = recorder();
    const gate = new EventRecordingGate(sink, 0, 2_000);
    gate.setInit({} as StreamInit);
    gate.append(fragment(0));
    gate.trigger(1_000);
    gate.append(fragment(1));
    gate.append(fragment(2));
    gate.trigger(3_000);
    for (let s = 3; s < 10; s++) gate.append(fragment(s));
    expect(events).toEqual(['init', '0', '1', '2', '3', '4', '5', 'close']);
  });
});
