import type { MediaFrame } from '../../../shared/video/mediaFrame';
import { FrameIntake } from './FrameIntake';

const T = 1_800_000_000_000;
const frame = (pts: number, key = false): MediaFrame => ({
  pts,
  key,
  duration: 100,
  sequence: 0,
  data: new Uint8Array(),
});

describe('FrameIntake', () => {
  it('a new socket starts at its first keyframe', () => {
    const intake = new FrameIntake(() => T);
    intake.restart('archive', 1, false);
    expect(intake.accept(frame(T - 100), null).verdict).toBe('ignore');
    expect(intake.accept(frame(T + 500, true), null).verdict).toBe('decode');
    expect(intake.accept(frame(T + 600), null).verdict).toBe('decode');
  });

  it('after a seek, frames still on their way are ignored until the seeked marker, then the first keyframe starts', () => {
    const intake = new FrameIntake(() => T);
    intake.restart('archive', 1, true);
    expect(intake.accept(frame(T + 5000, true), null).verdict).toBe('ignore');
    expect(intake.accept(frame(T - 1500, true), null).verdict).toBe('ignore');
    intake.seeked();
    expect(intake.accept(frame(T + 100), null).verdict).toBe('ignore');
    // The archive may begin after the time asked for: its first keyframe still starts the stream.
    expect(intake.accept(frame(T + 60_000, true), null).verdict).toBe('decode');
  });

  it('skips to the next key chunk when the backlog passes two key intervals', () => {
    const intake = new FrameIntake(() => T);
    intake.restart('archive', 1, false);
    intake.accept(frame(T, true), null);
    intake.accept(frame(T + 2000, true), T);
    // Shown is still T; received 4 s ahead = two intervals: not yet.
    expect(intake.accept(frame(T + 4000), T).verdict).toBe('decode');
    expect(intake.accept(frame(T + 4100), T).verdict).toBe('drop');
    expect(intake.accept(frame(T + 4200), T).verdict).toBe('drop');
    expect(intake.accept(frame(T + 6000, true), T).verdict).toBe('resetAndDecode');
    expect(intake.accept(frame(T + 6100), T + 6000).verdict).toBe('decode');
  });

  it('after a skip, the backlog counts from the keyframe it resumed at until that picture shows', () => {
    // Archive: live, the live bound would skip far sooner (below).
    const intake = new FrameIntake(() => T);
    intake.restart('archive', 1, false);
    intake.accept(frame(T, true), null);
    intake.accept(frame(T + 1000, true), T);
    expect(intake.accept(frame(T + 2100), T).verdict).toBe('drop');
    expect(intake.accept(frame(T + 3000, true), T).verdict).toBe('resetAndDecode');
    // The picture is still T while the decoder works on T + 3000: its frames are decoded and the
    // next keyframes do not reset the decoder again…
    expect(intake.accept(frame(T + 3100), T).verdict).toBe('decode');
    expect(intake.accept(frame(T + 4000, true), T).verdict).toBe('decode');
    expect(intake.accept(frame(T + 5000, true), T).verdict).toBe('decode');
    // …until the decoder falls two intervals behind that keyframe as well.
    expect(intake.accept(frame(T + 5100), T).verdict).toBe('drop');
    expect(intake.accept(frame(T + 6000, true), T).verdict).toBe('resetAndDecode');
  });

  it('a decoder that shows nothing after a skip is still reported as live lag after 15 s', () => {
    let now = T;
    const intake = new FrameIntake(() => now);
    intake.restart('live', 1, false);
    intake.accept(frame(T, true), null);
    intake.accept(frame(T + 1000, true), T);
    intake.accept(frame(T + 2100), T);
    intake.accept(frame(T + 3000, true), T);
    now = T + 15_001;
    expect(intake.accept(frame(T + 3100), T).lag).toBe(true);
  });

  it('reverse: a decoder that falls over three GOPs behind the picture skips to the next key chunk', () => {
    const intake = new FrameIntake(() => T);
    intake.restart('archive', -2, false);
    // GOPs of 2 s arrive newest-first, each in decode order; the picture stays at T + 6000.
    const shown = T + 6000;
    for (const gop of [T + 4000, T + 2000]) {
      expect(intake.accept(frame(gop, true), shown).verdict).toBe('decode');
      expect(intake.accept(frame(gop + 100), shown).verdict).toBe('decode');
    }
    expect(intake.accept(frame(T, true), shown).verdict).toBe('decode');
    expect(intake.accept(frame(T + 100), shown).verdict).toBe('decode');
    // 8 s behind the picture: the decoder's backlog goes and this GOP starts afresh…
    expect(intake.accept(frame(T - 2000, true), shown).verdict).toBe('resetAndDecode');
    // …and while still behind, only keyframes are decoded.
    expect(intake.accept(frame(T - 1900), shown).verdict).toBe('drop');
    expect(intake.accept(frame(T - 4000, true), T - 1000).verdict).toBe('resetAndDecode');
    expect(intake.accept(frame(T - 3900), T - 1000).verdict).toBe('decode');
  });

  it('reports a live picture more than 15 s behind once', () => {
    let now = T;
    const intake = new FrameIntake(() => now);
    intake.restart('live', 1, false);
    expect(intake.accept(frame(T, true), null).lag).toBe(false);
    now = T + 15_000;
    expect(intake.accept(frame(T + 100), T).lag).toBe(false);
    now = T + 15_001;
    expect(intake.accept(frame(T + 200), T).lag).toBe(true);
    expect(intake.accept(frame(T + 300), T).lag).toBe(false);
  });

  it('measures lag from the clock offset seen, not the raw clocks', () => {
    // The server's clock is a minute behind the console's: that alone is no lag.
    const intake = new FrameIntake(() => T + 60_000);
    intake.restart('live', 1, false);
    expect(intake.accept(frame(T, true), null).lag).toBe(false);
    expect(intake.accept(frame(T + 100), T).lag).toBe(false);
  });
  describe('live bound (issue 37)', () => {
    /** A live camera at 10 fps with a keyframe every `gopMs`; `now` is the console's clock, which
     *  reads the camera's own (pts) here, so lag is how far the picture is behind. */
    function liveIntake({ liveDelayMs = 0, gopMs = 1000 } = {}) {
      const clock = { now: T };
      const intake = new FrameIntake(() => clock.now, liveDelayMs);
      intake.restart('live', 1, false);
      /** A frame of capture time `pts` arrives now = pts, with `shown` on screen. */
      const arrive = (pts: number, shown: number | null) => {
        clock.now = pts;
        return intake.accept(frame(pts, (pts - T) % gopMs === 0), shown).verdict;
      };
      /** The first second, the decoder keeping up (the picture a frame behind). */
      const onTime = () => {
        for (let pts = T; pts <= T + 1000; pts += 100) expect(arrive(pts, pts === T ? null : pts - 100)).toBe('decode');
      };
      return { intake, clock, arrive, onTime };
    }

    it('a picture more than 500 ms behind live skips to the next keyframe and is behind live until it caught up', () => {
      const { intake, arrive, onTime } = liveIntake();
      onTime();
      // The decoder stalls on T + 1100: 500 ms behind is still live…
      for (let pts = T + 1200; pts <= T + 1600; pts += 100) expect(arrive(pts, T + 1100)).toBe('decode');
      expect(intake.behindLive).toBe(false);
      // …over it, frames wait for the next keyframe and the picture is behind live.
      expect(arrive(T + 1700, T + 1100)).toBe('drop');
      expect(intake.behindLive).toBe(true);
      expect(arrive(T + 1900, T + 1100)).toBe('drop');
      expect(arrive(T + 2000, T + 1100)).toBe('resetAndDecode');
      expect(arrive(T + 2100, T + 1100)).toBe('decode');
      // Caught up: the mark stays a second from when it came, then goes.
      expect(arrive(T + 2200, T + 2100)).toBe('decode');
      expect(intake.behindLive).toBe(true);
      expect(arrive(T + 2700, T + 2600)).toBe('decode');
      expect(intake.behindLive).toBe(false);
    });

    it("the start's GOP so far, sent at once, is decoded, not skipped", () => {
      const { intake, arrive, clock } = liveIntake();
      // The server starts at its newest keyframe, 900 ms old: the whole GOP arrives at T + 900.
      clock.now = T + 900;
      for (let pts = T; pts <= T + 900; pts += 100) {
        expect(intake.accept(frame(pts, pts === T), pts === T ? null : T).verdict).toBe('decode');
      }
      expect(intake.behindLive).toBe(false);
      // The decoder catches up; from the next keyframe on the bound holds.
      expect(arrive(T + 1000, T + 900)).toBe('decode');
      expect(arrive(T + 1600, T + 1000)).toBe('drop');
      expect(intake.behindLive).toBe(true);
    });

    it('a stream of long GOPs is held to the bound once the grace is over', () => {
      const { intake, arrive } = liveIntake({ gopMs: 10_000 });
      arrive(T, null);
      for (let pts = T + 100; pts < T + 3000; pts += 100) expect(arrive(pts, pts - 800)).toBe('decode');
      expect(intake.behindLive).toBe(false);
      expect(arrive(T + 3000, T + 2200)).toBe('drop');
      expect(intake.behindLive).toBe(true);
    });

    it('one skip at a time: until its keyframe is shown, later keyframes are decoded, not reset again', () => {
      const { arrive, onTime } = liveIntake();
      onTime();
      expect(arrive(T + 1600, T + 1000)).toBe('drop');
      expect(arrive(T + 2000, T + 1000)).toBe('resetAndDecode');
      expect(arrive(T + 2500, T + 1000)).toBe('decode');
      expect(arrive(T + 3000, T + 1000)).toBe('decode');
    });

    it('before the first picture there is nothing to be behind, and the first keyframe is not reset away', () => {
      const { intake, arrive, clock } = liveIntake();
      arrive(T, null);
      // A starved machine: the decoder shows nothing for seconds and frames come in 800 ms late.
      for (let pts = T + 100; pts <= T + 4000; pts += 100) {
        clock.now = pts + 800;
        expect(intake.accept(frame(pts, (pts - T) % 1000 === 0), null).verdict).toBe('decode');
      }
      expect(intake.behindLive).toBe(false);
      // Its first picture comes, far behind: from now on the bound holds.
      expect(arrive(T + 4100, T)).toBe('drop');
      expect(intake.behindLive).toBe(true);
    });

    it("the realm's jitter buffer is not lag", () => {
      const { intake, arrive, onTime } = liveIntake({ liveDelayMs: 1000 });
      onTime();
      expect(arrive(T + 2400, T + 1000)).toBe('decode');
      expect(intake.behindLive).toBe(false);
      expect(arrive(T + 2600, T + 1000)).toBe('drop');
    });

    it('keyframes only is as live as its newest keyframe', () => {
      const { intake, arrive } = liveIntake();
      intake.setKeyframesOnly(true);
      arrive(T, null);
      // The keyframe T stays on screen while the frames of its second are not decoded.
      for (let pts = T + 100; pts <= T + 1000; pts += 100) expect(arrive(pts, T)).toBe('decode');
      expect(intake.behindLive).toBe(false);
      expect(arrive(T + 1600, T)).toBe('drop');
      expect(intake.behindLive).toBe(true);
    });

    it('archive play has no live bound', () => {
      const clock = { now: T };
      const intake = new FrameIntake(() => clock.now);
      intake.restart('archive', 1, false);
      intake.accept(frame(T - 60_000, true), null);
      clock.now = T + 5000;
      expect(intake.accept(frame(T - 59_900), T - 60_000).verdict).toBe('decode');
      expect(intake.behindLive).toBe(false);
    });
  });

  describe('a camera the platform says is late (issue 37: sent late)', () => {
    /** A live camera at 10 fps, keyframe every second, whose pictures the platform sends
     *  `sentLateMs` after their time and which arrive 10 ms later; the decoder keeps up (the
     *  picture a frame behind the newest). The console's clock reads the camera's. */
    function cameraLate() {
      const clock = { now: T };
      const intake = new FrameIntake(() => clock.now);
      intake.restart('live', 1, false);
      let shown: number | null = null;
      const arrive = (pts: number, sentLateMs: number) => {
        clock.now = pts + sentLateMs + 10;
        const verdict = intake.accept({ ...frame(pts, (pts - T) % 1000 === 0), sentLateMs }, shown).verdict;
        shown = pts;
        return verdict;
      };
      return { intake, clock, arrive };
    }

    it('a camera late all along is behind live, and is not skipped for it', () => {
      const { intake, arrive } = cameraLate();
      // 800 ms late from its first picture on: without the platform's word that is the clocks' offset.
      for (let pts = T; pts <= T + 3000; pts += 100) expect(arrive(pts, 800)).toBe('decode');
      expect(intake.behindLive).toBe(true);
    });

    it('a camera that falls late is behind live within a second, and live again once it catches up', () => {
      const { intake, clock, arrive } = cameraLate();
      for (let pts = T; pts <= T + 2000; pts += 100) arrive(pts, 0);
      expect(intake.behindLive).toBe(false);
      // Its encoder starved: from T + 2100 on its pictures leave 900 ms late.
      const lateFrom = T + 2100 + 900 + 10;
      let markedAt: number | undefined;
      for (let pts = T + 2100; pts <= T + 4000; pts += 100) {
        expect(arrive(pts, 900)).toBe('decode');
        if (intake.behindLive) markedAt ??= clock.now;
      }
      expect(markedAt).toBeDefined();
      expect(markedAt! - lateFrom).toBeLessThanOrEqual(1000);
      // Live again: the mark goes once it held its second.
      for (let pts = T + 4100; pts <= T + 5500; pts += 100) arrive(pts, 20);
      expect(intake.behindLive).toBe(false);
    });

    it('lateness on this side still skips to the next keyframe', () => {
      const { intake, clock } = cameraLate();
      for (let pts = T; pts <= T + 2000; pts += 100) {
        clock.now = pts + 310;
        intake.accept({ ...frame(pts, (pts - T) % 1000 === 0), sentLateMs: 300 }, pts === T ? null : pts - 100);
      }
      // The decoder stalls on T + 2000 while the camera stays 300 ms late: 400 ms more on this side
      // is within the bound (though the picture is 700 ms old), 600 ms is over it.
      clock.now = T + 2400 + 310;
      expect(intake.accept({ ...frame(T + 2400), sentLateMs: 300 }, T + 2000).verdict).toBe('decode');
      clock.now = T + 2600 + 310;
      expect(intake.accept({ ...frame(T + 2600), sentLateMs: 300 }, T + 2000).verdict).toBe('drop');
      expect(intake.behindLive).toBe(true);
    });
  });

  describe('arrival lateness (issue 31: a starved cell returns to live within 15 s)', () => {
    /** A live camera at 10 fps, keyframe every second, whose frames arrived on time for 2 s. */
    function onTimeFor2s(intake: FrameIntake, clock: { now: number }) {
      intake.restart('live', 1, false);
      for (let pts = T; pts <= T + 2000; pts += 100) {
        clock.now = pts;
        intake.accept(frame(pts, (pts - T) % 1000 === 0), pts === T ? null : pts - 100);
      }
    }

    it("a restart keeps the clocks' offset: frames still queued from before come 20 s late and are lag, not a new live edge", () => {
      const clock = { now: T };
      const intake = new FrameIntake(() => clock.now);
      onTimeFor2s(intake, clock);
      // Live again after a pause; what arrives first is 20 s old.
      clock.now = T + 22_100;
      intake.restart('live', 1, false);
      expect(intake.accept(frame(T + 2100, true), null).lag).toBe(true);
      expect(intake.clockSkewMs).toBe(0);
    });

    it('a new connection told the offset seen before judges its first frames against it', () => {
      const clock = { now: T + 30_000 };
      const told = new FrameIntake(() => clock.now, 0, 0);
      told.restart('live', 1, false);
      expect(told.accept(frame(T + 10_000, true), null).lag).toBe(true);
      // Not told: the late frames set the offset, and the picture reads as live.
      const fresh = new FrameIntake(() => clock.now);
      fresh.restart('live', 1, false);
      expect(fresh.accept(frame(T + 10_000, true), null).lag).toBe(false);
    });

    it('frames that stop coming are late too: behind live past the bound and a frame interval', () => {
      const clock = { now: T };
      const intake = new FrameIntake(() => clock.now);
      onTimeFor2s(intake, clock);
      expect(intake.behindLive).toBe(false);
      // The picture of T + 2000 stays; one frame interval of silence is no lateness.
      clock.now = T + 2000 + 100 + 500;
      intake.noteSilence(T + 2000);
      expect(intake.behindLive).toBe(false);
      clock.now += 1;
      intake.noteSilence(T + 2000);
      expect(intake.behindLive).toBe(true);
    });

    it('nothing is judged before the first picture, in archive, or before the live bound applies', () => {
      const clock = { now: T };
      const intake = new FrameIntake(() => clock.now);
      intake.restart('live', 1, false);
      intake.accept(frame(T, true), null);
      clock.now = T + 2_000;
      intake.noteSilence(null);
      intake.noteSilence(T);
      expect(intake.behindLive).toBe(false);
      const archive = new FrameIntake(() => clock.now);
      onTimeFor2s(archive, clock);
      archive.restart('archive', 1, false);
      archive.accept(frame(T - 60_000, true), null);
      clock.now += 60_000;
      archive.noteSilence(T - 60_000);
      expect(archive.behindLive).toBe(false);
    });
  });
});
