import { PassThrough } from 'node:stream';
import { framecrcFirstPtsMs, readCaptureStamp } from './captureStamp';

describe('capture stamp (issue 17: glass to glass from the time a frame was made)', () => {
  it('reads the first packet of a framecrc text in its time base', () => {
    const text =
      '#software: Lavf58.12.100\n#tb 0: 1/1000\n#media_type 0: video\n0,        283,        283,        0,        6, 0x0a3d02ef\n';
    expect(framecrcFirstPtsMs(text)).toBe(283);
    expect(framecrcFirstPtsMs('#tb 0: 1/10\n0,          3,          3,        1,        6, 0x0\n')).toBe(300);
  });

  it('has no stamp before the packet line is complete', () => {
    expect(framecrcFirstPtsMs('#tb 0: 1/1000\n#media_type 0: video\n')).toBeNull();
    expect(framecrcFirstPtsMs('#tb 0: 1/1000\n0,        2')).toBeNull();
  });

  it('resolves with the stamp from a pipe, or 0 when the pipe ends without one', async () => {
    const pipe = new PassThrough();
    const stamp = readCaptureStamp(pipe);
    pipe.write('#tb 0: 1/1000\n');
    pipe.write('0,        41,        41,        0,        6, 0x1\n');
    await expect(stamp).resolves.toBe(41);
    const empty = new PassThrough();
    const none = readCaptureStamp(empty);
    empty.end('#tb 0: 1/1000\n');
    await expect(none).resolves.toBe(0);
  });
});
