import type { MediaAudioHeader } from '../../../../shared/video/mediaFrame';
import { type AudioMessage, deliverAudioMessage, sessionAudioOverPort } from './audioMessages';
import type { SessionAudio } from './SessionAudio';

const HEADER: MediaAudioHeader = { codec: 'mp4a.40.2', sampleRate: 48_000, numberOfChannels: 1, description: 'EYg=' };

function recorder(): SessionAudio & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    configure: (header) => calls.push(['configure', header]),
    chunk: (pts, duration, data) => calls.push(['chunk', pts, duration, [...data]]),
    painted: (pts, at) => calls.push(['painted', pts, at]),
    reset: (audible) => calls.push(['reset', audible]),
  };
}

describe('a session’s sound between a player worker and the page', () => {
  it('arrives on the page as the session told it, the frame’s bytes transferred', () => {
    const page = recorder();
    const transfers: Transferable[][] = [];
    const worker = sessionAudioOverPort((message: AudioMessage, transfer) => {
      if (transfer) transfers.push(transfer);
      deliverAudioMessage(page, message);
    });
    worker.configure(HEADER);
    worker.chunk(1_000, 21.3, new Uint8Array([1, 2, 3]));
    worker.painted(1_000, 5_000);
    worker.reset(false);
    expect(page.calls).toEqual([
      ['configure', HEADER],
      ['chunk', 1_000, 21.3, [1, 2, 3]],
      ['painted', 1_000, 5_000],
      ['reset', false],
    ]);
    expect(transfers).toHaveLength(1);
  });

  it('costs no messages per frame or picture for a stream without sound', () => {
    const posted: AudioMessage[] = [];
    const worker = sessionAudioOverPort((message) => posted.push(message));
    worker.configure(null);
    worker.chunk(1_000, 21.3, new Uint8Array([1]));
    worker.painted(1_000, 5_000);
    worker.reset(true);
    expect(posted).toEqual([
      { k: 'configure', header: null },
      { k: 'reset', audible: true },
    ]);
  });
});
