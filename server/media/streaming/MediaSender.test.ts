import { decodeMediaFrame } from '../../../shared/video/mediaFrame';
import { MediaSender, type MediaSocket } from './MediaSender';

function sentFrames() {
  const parts: Uint8Array[] = [];
  const frames: ReturnType<typeof decodeMediaFrame>[] = [];
  const socket: MediaSocket = {
    bufferedAmount: 0,
    close: () => undefined,
    send(data, options) {
      if (typeof data === 'string') return;
      parts.push(data);
      if (options?.fin === false) return;
      frames.push(decodeMediaFrame(Buffer.concat(parts.splice(0))));
    },
  };
  return { sender: new MediaSender(socket, () => false), frames };
}

describe('MediaSender', () => {
  afterEach(() => jest.useRealTimers());

  it('says how late it sends a picture made at its pts (issue 37)', () => {
    jest.useFakeTimers({ now: 1_700_000_010_000 });
    const { sender, frames } = sentFrames();
    sender.sendFrame({ pts: 1_700_000_009_300, duration: 100, key: true, data: Buffer.from([1]), captured: true });
    expect(frames[0]?.sentLateMs).toBe(700);
  });

  it('says nothing where pts is not the time the picture was made (a url camera, the archive)', () => {
    const { sender, frames } = sentFrames();
    sender.sendFrame({ pts: 1_700_000_009_300, duration: 100, key: true, data: Buffer.from([1]) });
    expect(frames[0]).not.toHaveProperty('sentLateMs');
  });
});
