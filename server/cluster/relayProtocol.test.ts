/** The live relay between nodes (issue 33): what the recording node sends arrives on the relaying
 *  node as the same live edge — init, pictures from the newest keyframe, sound, a new run, the end —
 *  and a relaying node that falls behind gets pictures again from the next keyframe. */
import { LiveStream, parseInitSegment } from '../media';
import { writeInitSegment } from '../media/fmp4';
import type { Frame, MetadataMark } from '../media';
import { receiveRelay, sendRelay, type RelaySocket } from './relayProtocol';

/** A demo camera's avcC (640x360 baseline). */
const AVCC = Buffer.from('AULAFv/hABxnQsAW2gKAv+XAWoCGgqAAAAMAIAAAAwKR4sXUAQAEaM48gA==', 'base64');
const init = parseInitSegment(writeInitSegment({ width: 640, height: 360, timescale: 90_000, avcC: AVCC }));
const frame = (pts: number, key = false): Frame => ({ pts, duration: 100, key, data: Buffer.from(`picture ${pts}`) });

function relayed() {
  const source = new LiveStream();
  const sent: Array<string | Uint8Array> = [];
  const socket: RelaySocket & { bufferedAmount: number; closed: boolean } = {
    send: (data) => void sent.push(data),
    bufferedAmount: 0,
    closed: false,
    close() {
      this.closed = true;
    },
  };
  const target = new LiveStream();
  const marks: MetadataMark[] = [];
  const deliver = () => {
    const results = sent
      .splice(0)
      .map((d) => receiveRelay(target, Buffer.from(d), typeof d !== 'string', (mark) => void marks.push(mark)));
    expect(results.every(Boolean)).toBe(true);
  };
  return { source, socket, target, deliver, marks };
}

const pictures = (live: LiveStream) => live.gopSoFar.map((f) => [f.pts, f.key, f.data.toString()]);

describe('the live relay between nodes', () => {
  it('gives the relaying node the init, the pictures since the newest keyframe, what follows and the sound', () => {
    const { source, socket, target, deliver } = relayed();
    source.setInit({ init, originMs: 1_000, runId: 'run-1' });
    [frame(900, true), frame(1_000, true), frame(1_100)].forEach((f) => source.push(f));
    const stop = sendRelay(socket, source);
    source.push(frame(1_200));
    source.pushAudio([{ pts: 1_210.5, duration: 21, key: true, data: Buffer.from('sound') }]);
    deliver();
    expect(target.init).toMatchObject({ originMs: 1_000, runId: 'run-1', init: { codec: init.codec, width: 640 } });
    expect(pictures(target)).toEqual([
      [1_000, true, 'picture 1000'],
      [1_100, false, 'picture 1100'],
      [1_200, false, 'picture 1200'],
    ]);
    expect(target.audioSoFar.map((f) => [f.pts, f.data.toString()])).toEqual([[1_210.5, 'sound']]);
    stop();
    source.push(frame(1_300));
    deliver();
    expect(target.gopSoFar).toHaveLength(3);
  });

  it('passes a new run on and ends the relayed stream when the camera stops', () => {
    const { source, socket, target, deliver } = relayed();
    source.setInit({ init, originMs: 1_000, runId: 'run-1' });
    source.push(frame(1_000, true));
    sendRelay(socket, source);
    source.setInit({ init, originMs: 5_000, runId: 'run-2' });
    source.push(frame(5_000, true));
    deliver();
    expect(target.init?.runId).toBe('run-2');
    expect(pictures(target)).toEqual([[5_000, true, 'picture 5000']]);
    source.end();
    deliver();
    expect(socket.closed).toBe(true);
    expect(target.init).toBeUndefined();
  });

  it('drops pictures up to the next keyframe while the relaying node is behind', () => {
    const { source, socket, target, deliver } = relayed();
    source.setInit({ init, originMs: 1_000, runId: 'run-1' });
    source.push(frame(1_000, true));
    sendRelay(socket, source);
    socket.bufferedAmount = 4 * 1024 * 1024;
    source.push(frame(1_100));
    socket.bufferedAmount = 0;
    source.push(frame(1_200));
    source.push(frame(1_300, true));
    deliver();
    expect(pictures(target)).toEqual([[1_300, true, 'picture 1300']]);
  });

  it('carries the camera’s metadata messages beside the pictures, until it stops', () => {
    const { source, socket, target, deliver, marks } = relayed();
    source.setInit({ init, originMs: 1_000, runId: 'run-1' });
    source.push(frame(1_000, true));
    const listeners = new Set<(mark: MetadataMark) => void>();
    const stop = sendRelay(socket, source, (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
    listeners.forEach((l) => l({ pts: 1_050.5, duration: 500, data: Uint8Array.from([1, 2, 3]) }));
    deliver();
    expect(marks.map((m) => [m.pts, m.duration, [...m.data]])).toEqual([[1_050.5, 500, [1, 2, 3]]]);
    expect(pictures(target)).toEqual([[1_000, true, 'picture 1000']]);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('refuses a message that is not the protocol’s', () => {
    expect(receiveRelay(new LiveStream(), Buffer.from('{"hello":1}'), false)).toBe(false);
  });
});
