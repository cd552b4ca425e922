/** The periodic work of a playing session: every display refresh in archive play (frames follow
 *  the media clock), every LIVE_CHECK_MS live (frames are painted as they come; only buffering
 *  is checked). */
import { LIVE_CHECK_MS } from '../../../shared/video/playerConstants';
import type { PlayerTimers } from './playerDeps';

export class PlaybackLoop {
  private frameRequest: unknown;
  private liveCheck: unknown;
  private running = false;

  constructor(
    private readonly timers: PlayerTimers,
    private readonly step: () => void,
  ) {}

  start(live: boolean): void {
    this.stop();
    this.running = true;
    if (live) this.liveCheck = this.timers.setInterval(() => this.step(), LIVE_CHECK_MS);
    else this.next();
  }

  stop(): void {
    this.running = false;
    if (this.frameRequest !== undefined) this.timers.cancelAnimationFrame(this.frameRequest);
    if (this.liveCheck !== undefined) this.timers.clearInterval(this.liveCheck);
    this.frameRequest = this.liveCheck = undefined;
  }

  private next(): void {
    this.frameRequest = this.timers.requestAnimationFrame(() => {
      this.frameRequest = undefined;
      if (!this.running) return;
      this.step();
      if (this.running) this.next();
    });
  }
}
