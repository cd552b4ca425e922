/** The cell's 'Keyframes only' and 'Behind live' marks as one session decides them (issue 17,
 *  issue 37): it applies the KeyframesOnlyRule to the session's skips and keyframes, tells the
 *  intake which lateness to measure, and tells the state and the statistics log of each change. */
import type { FrameIntake } from './FrameIntake';
import { KeyframesOnlyRule } from './KeyframesOnlyRule';
import type { SessionHost } from './SessionHost';

export class PlaybackMarks {
  private readonly rule = new KeyframesOnlyRule();
  /** What the state was last told: the live picture is behind live (issue 37). */
  private behind = false;

  constructor(
    private readonly host: Pick<SessionHost, 'now' | 'stats' | 'dispatch'>,
    private readonly intake: FrameIntake,
  ) {}

  /** Only keyframes are decoded now. */
  get keyframesOnly(): boolean {
    return this.rule.cause !== null;
  }

  /** The tile is small (isSmallTile): when it falls behind, it decodes keyframes only at once. */
  setSmallTile(small: boolean): void {
    this.rule.setSmall(small);
  }

  /** A picture was painted (the start-up grace runs from the first). */
  shown(now: number): void {
    this.rule.shown(now);
  }

  /** The stream restarted (seek, live again). */
  restart(): void {
    this.rule.restart();
  }

  /** The picture fell behind and skipped: keyframes only, if the rule says so now. */
  skipped(): void {
    if (!this.rule.skipped(this.host.now())) return;
    const small = this.rule.cause === 'smallTile';
    this.host.stats.write('warn', small ? 'small tile behind: keyframes only' : 'cannot keep up: keyframes only');
    this.intake.setKeyframesOnly(true);
    this.host.dispatch({ type: 'keyframesOnly', on: true, smallTile: small });
  }

  /** While keyframes only: true for a frame to decode. At a keyframe the rule may step up to
   *  every frame once the decoder keeps up — the last keyframe was decoded before this one came
   *  (`decoderIdle`). Not whether the picture is live: pictures a camera sends late stay behind
   *  however few are decoded, and would hold the tile at keyframes only for good. */
  decodes(key: boolean, decoderIdle: boolean): boolean {
    if (!key) return false;
    if (this.rule.keyframe(this.host.now(), decoderIdle)) {
      this.intake.setKeyframesOnly(false);
      this.host.stats.write('info', 'every frame again');
      this.host.dispatch({ type: 'keyframesOnly', on: false });
    }
    return true;
  }

  /** The cell's 'Behind live' mark follows the intake's measure (issue 37). */
  behindLive(on: boolean): void {
    if (on === this.behind) return;
    this.behind = on;
    this.host.stats.write(on ? 'warn' : 'info', on ? 'behind live' : 'live again');
    this.host.dispatch({ type: 'behindLive', on });
  }
}
