/** The Media aspect's live figures come from the stream's statistics alone, so a camera list asking
 *  every camera's frame rate and bitrate reads no archive. */
import { STREAM_NUMBER } from '../../shared/video/constants';
import { MediaStatistics } from '../media/stats/MediaStatistics';
import { liveStreamFigures, streamOfAspect } from './mediaAspectFigures';

describe('liveStreamFigures', () => {
  it("reads a delivering stream's frame rate, bitrate and uptime from its statistics", () => {
    const statistics = new MediaStatistics();
    const stream = statistics.stream('cam-1', STREAM_NUMBER.FULL);
    stream.runStarted(0, 100);
    let now = 0;
    for (let i = 0; i < 100; i++) {
      now = i * 100;
      stream.arrived(now + 20, [{ pts: now, duration: 100, key: i % 10 === 0, data: { length: 5_000 } }]);
    }
    const figures = liveStreamFigures({ statistics }, 'cam-1', streamOfAspect('FULL'), now + 100);
    expect(figures.FPS).toBeCloseTo(10, 0);
    expect(figures.liveBitrate).toBeCloseTo(400_000, -4);
    expect(figures.averageGOP).toBeCloseTo(10, 0);
    expect(figures.uptime).toBeGreaterThanOrEqual(9);
  });

  it('is empty for a stream this platform does not run', () => {
    const figures = liveStreamFigures({ statistics: new MediaStatistics() }, 'cam-1', streamOfAspect('REVIEW'));
    expect(Object.values(figures).every((value) => value === null)).toBe(true);
  });
});
