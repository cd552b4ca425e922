import { decodeMediaFrame, encodeMediaFrame } from './mediaFrame';

const picture = { pts: 1_700_000_000_123, duration: 100, key: true, sequence: 7, data: new Uint8Array([1, 2, 3]) };

describe('the media frame header', () => {
  it('carries how late the platform sent a picture', () => {
    expect(decodeMediaFrame(encodeMediaFrame({ ...picture, sentLateMs: 742 })).sentLateMs).toBe(742);
    // Sent on time is a lateness too, not an unknown one.
    expect(decodeMediaFrame(encodeMediaFrame({ ...picture, sentLateMs: 0 })).sentLateMs).toBe(0);
  });

  it('says nothing of lateness the platform does not know', () => {
    const frame = decodeMediaFrame(encodeMediaFrame(picture));
    expect(frame).not.toHaveProperty('sentLateMs');
    expect(frame).toMatchObject({ pts: picture.pts, duration: 100, key: true, sequence: 7 });
    expect([...frame.data]).toEqual([1, 2, 3]);
  });
});
