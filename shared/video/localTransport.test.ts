import { ptsOfRtpTimestamp, rtpTimestampOf } from './localTransport';

describe('the local transport RTP clock', () => {
  const pts = Date.UTC(2026, 10, 30, 1, 2, 3, 456);

  it('gives a picture its wall-clock time back from its RTP timestamp', () => {
    const rtp = rtpTimestampOf(pts);
    expect(rtp).toBeGreaterThanOrEqual(0);
    expect(rtp).toBeLessThan(2 ** 32);
    // Read 300 ms later on the console, or with its clock 2 s off either way.
    for (const near of [pts + 300, pts - 2_000, pts + 2_000]) {
      expect(ptsOfRtpTimestamp(rtp, near)).toBeCloseTo(pts, 6);
    }
  });

  it('reads across the 32-bit wrap (every 13.25 hours)', () => {
    const wrapMs = 2 ** 32 / 90;
    const justBefore = Math.ceil(pts / wrapMs) * wrapMs - 10;
    const after = justBefore + 40;
    expect(rtpTimestampOf(after)).toBeLessThan(rtpTimestampOf(justBefore));
    expect(ptsOfRtpTimestamp(rtpTimestampOf(justBefore), after)).toBeCloseTo(justBefore, 1);
    expect(ptsOfRtpTimestamp(rtpTimestampOf(after), justBefore)).toBeCloseTo(after, 1);
  });
});
