import { PlayerStatsLog } from './PlayerStatsLog';
import { describeStages, shiftStages } from './playStages';

describe('play stages (issue 37)', () => {
  it('tells each stage of a play once, as ms since the request, in stage order', () => {
    let now = 1000;
    const log = new PlayerStatsLog(() => now);
    log.playRequested();
    now = 1002.5;
    log.stage('sent');
    now = 1010;
    log.stage('firstBytes');
    log.stage('configured');
    now = 1030;
    log.stage('firstBytes');
    log.stage('firstDecoded');
    now = 1041;
    log.painted();
    log.painted();
    expect(describeStages(log.snapshot().stages ?? {})).toBe(
      'sent:2.5 firstBytes:10.0 configured:10.0 firstDecoded:30.0 painted:41.0',
    );
  });

  it('starts again at the next request', () => {
    let now = 0;
    const log = new PlayerStatsLog(() => now);
    log.playRequested();
    log.stage('sent');
    now = 500;
    log.playRequested();
    now = 504;
    log.stage('sent');
    expect(describeStages(log.stages)).toBe('sent:4.0');
  });

  it("adds a player worker's stages, moved to the page's clock, beside the page's request", () => {
    let now = 50;
    const page = new PlayerStatsLog(() => now);
    page.playRequested();
    // The worker's clock starts 20 ms later than the page's: its 31 is the page's 51.
    const worker = new PlayerStatsLog(() => 31);
    worker.playRequested('received');
    worker.stage('sent', 33);
    const workerOrigin = 1_000_020;
    const pageOrigin = 1_000_000;
    now = 80;
    page.addStages(shiftStages(shiftStages(worker.stages, workerOrigin), -pageOrigin));
    expect(describeStages(page.stages)).toBe('received:1.0 sent:3.0');
  });

  it('says nothing without a request', () => {
    expect(describeStages({ sent: 4 })).toBe('');
  });
});
