/** What the local (WebRTC) leg of a live play does with what it receives (issue 31), the cloud
 *  session's own parts applied to it: the stream metadata's boxes kept by frame time and drawn with
 *  the picture of their time (MetadataTrack), the camera's sound decoded and played on the
 *  pictures' clock (the player's sound output), and the live lag rules of spec 2 §4 judged on how
 *  late pictures arrive against their RTP time (FrameIntake, PlaybackMarks): 'Behind live' past the
 *  live bound, and over 15 s a lag end — the controller pauses and plays again after 1 s. A WebRTC
 *  picture comes decoded, each one a start; the browser's jitter buffer does the skipping. Sound
 *  that comes later than its pictures holds them back by the cloud session's own rule (LipSync),
 *  so it is heard with them rather than left out; on the page the sound is judged as it comes out of
 *  the decoder, so the hold counts the decoder's time too. */
import { LIVE_CHECK_MS } from '../../../shared/video/playerConstants';
import type { MediaFrame, MediaHeader } from '../../../shared/video/mediaFrame';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import { LipSync } from './audio/LipSync';
import { audibleAt } from './audio/SessionAudio';
import { FrameIntake } from './FrameIntake';
import { MetadataTrack } from './MetadataTrack';
import { PlaybackMarks } from './PlaybackMarks';
import type { DecodedFrame } from './playerDeps';
import type { ControllerHost } from './playerSurface';
import type { LagEnd, SessionRequest } from './SessionHost';

/** Longer between two pictures is a stall, not a picture's length. */
const MAX_FRAME_MS = 1_000;

/** Paints a picture with the boxes standing on it (the race's part: the surface, the statistics). */
export type PaintLocal = (frame: DecodedFrame, marks: readonly MetadataBox[]) => void;

interface HeldPicture {
  frame: DecodedFrame;
  /** When it goes on screen (host.now()). */
  due: number;
}

export class LocalPlayback {
  private readonly marks = new MetadataTrack();
  private readonly intake: FrameIntake;
  private readonly marksShown: PlaybackMarks;
  private header: MediaHeader | null = null;
  /** The leg's pictures are the ones on screen (alone, or after it took over from the cloud). */
  private showing = false;
  private paused = false;
  private shownPts: number | null = null;
  private check: unknown;
  private lagged = false;
  private lastPts: number | null = null;
  private readonly lipSync = new LipSync();
  /** Pictures waiting for their sound, oldest first. */
  private held: HeldPicture[] = [];
  private release: unknown;

  constructor(
    private readonly host: ControllerHost,
    private readonly request: SessionRequest,
    private readonly lag: (end: LagEnd) => void,
    private readonly paint: PaintLocal,
  ) {
    this.intake = new FrameIntake(host.epochNow, request.jitterMs ?? 0, request.clockSkewMs);
    this.intake.restart('live', 1, false);
    this.marksShown = new PlaybackMarks(host, this.intake);
  }

  /** The leg's pictures go on screen from now: its header, sound and marks are the cell's. */
  show(): void {
    if (this.showing) return;
    this.showing = true;
    this.host.audio?.reset(audibleAt(this.request.speed));
    this.host.audio?.onDecoded?.((pts, at) => this.soundReady(pts, at));
    this.applyHeader();
    // Frames that do not come are late too: a stalled track says 'Behind live' between pictures.
    this.check = this.host.timers.setInterval(() => {
      if (this.paused) return;
      this.intake.noteSilence(this.shownPts);
      this.marksShown.behindLive(this.intake.behindLive);
    }, LIVE_CHECK_MS);
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
    if (paused) this.dropHeld();
    if (paused) this.marksShown.behindLive(false);
    if (this.showing) this.host.audio?.reset(!paused && audibleAt(this.request.speed));
  }

  headerCame(header: MediaHeader): void {
    this.header = header;
    if (this.showing) this.applyHeader();
  }

  /** A sound frame or a metadata message of the data channel. */
  mediaCame(frame: MediaFrame): void {
    if (frame.metadata) {
      try {
        this.marks.addFrame(frame);
      } catch (err) {
        this.host.stats.write('warn', `metadata dropped: ${(err as Error).message}`);
      }
      return;
    }
    if (frame.audio && this.showing && !this.paused && audibleAt(this.request.speed)) {
      this.host.audio?.chunk(frame.pts, frame.duration, frame.data);
      // An output that cannot say when its sound is ready: judged as it comes.
      if (!this.host.audio?.onDecoded) this.soundReady(frame.pts, this.host.epochNow());
    }
  }

  /** A piece of sound of media time `pts` is ready to be heard at wall time `at`. Muted or not, as
   *  the cloud session: an operator who unmutes hears it with its picture. */
  private soundReady(pts: number, at: number): void {
    if (!this.showing || this.paused) return;
    if (this.lipSync.sound(pts, at)) this.holdForSound();
  }

  /** A picture of the leg on screen came: painted now, or once the sound of its time can be heard
   *  with it (the lip sync hold). */
  arrived(frame: DecodedFrame): void {
    this.lipSync.picture(frame.pts, this.host.epochNow());
    const holdMs = this.lipSync.holdMs;
    if (holdMs === 0 && this.held.length === 0) return this.present(frame);
    this.held.push({ frame, due: this.host.now() + holdMs });
    this.releaseDue();
  }

  /** The sound's lateness moved: pictures wait for it from now on, and the lag rules allow for it. */
  private holdForSound(): void {
    const holdMs = this.lipSync.holdMs;
    this.intake.setLiveDelay(Math.max(this.request.jitterMs ?? 0, holdMs));
    this.host.stats.write('info', `lip sync: pictures held ${holdMs} ms for their sound`);
  }

  /** Paints the held pictures that are due, in order, and waits for the next one. */
  private releaseDue(): void {
    if (this.release !== undefined) this.host.timers.clearTimeout(this.release);
    this.release = undefined;
    const now = this.host.now();
    while (this.held.length > 0 && (this.held[0] as HeldPicture).due <= now) {
      this.present((this.held.shift() as HeldPicture).frame);
    }
    const next = this.held[0];
    if (next) this.release = this.host.timers.setTimeout(() => this.releaseDue(), next.due - now);
  }

  private present(frame: DecodedFrame): void {
    const marks = this.picture(frame);
    if (!marks) {
      frame.close();
      return this.dropHeld();
    }
    this.paint(frame, marks);
    this.painted(frame.pts);
  }

  private dropHeld(): void {
    if (this.release !== undefined) this.host.timers.clearTimeout(this.release);
    this.release = undefined;
    for (const { frame } of this.held) frame.close();
    this.held = [];
  }

  /** A picture about to be painted: its lag judged, and the boxes standing on it; null when the
   *  play fell over 15 s behind (the leg ends for lag and the picture is not shown). */
  private picture(frame: DecodedFrame): readonly MetadataBox[] | null {
    if (this.lagged) return null;
    // A picture lasts until the next: between the pictures of a slow stream, silence is not lateness.
    const duration = this.lastPts === null ? 0 : frame.pts - this.lastPts;
    this.lastPts = frame.pts;
    const { lag } = this.intake.accept(
      {
        pts: frame.pts,
        duration: duration > 0 && duration < MAX_FRAME_MS ? duration : 0,
        key: true,
        sequence: 0,
        data: new Uint8Array(0),
      },
      // Painted as it comes: the picture judged is this one, not the one before it.
      frame.pts,
    );
    if (lag) {
      this.lagged = true;
      const clockSkewMs = this.request.clockSkewMs === undefined ? this.intake.clockSkewMs : undefined;
      this.lag({ kind: 'lag', ...(clockSkewMs !== undefined && { clockSkewMs }) });
      return null;
    }
    this.marksShown.behindLive(this.intake.behindLive);
    return this.marks.at(frame.pts);
  }

  /** The picture of `pts` is on screen now: the sound follows its clock. */
  private painted(pts: number): void {
    this.shownPts = pts;
    this.marksShown.shown(this.host.now());
    // Glass to glass, as the cloud session's: a live picture's time is its capture on the camera.
    this.host.stats.glassToGlass(this.host.epochNow() - pts);
    this.host.audio?.painted(pts, this.host.epochNow());
  }

  dispose(): void {
    this.dropHeld();
    if (this.check !== undefined) this.host.timers.clearInterval(this.check);
    this.check = undefined;
    if (this.showing) {
      this.host.audio?.reset(false);
      this.host.audio?.onDecoded?.(null);
    }
    this.showing = false;
  }

  private applyHeader(): void {
    const header = this.header;
    if (!header) return;
    this.host.dispatch({ type: 'header', size: header.size, mime: header.mime, audio: header.audio !== undefined });
    this.host.audio?.configure(header.audio ?? null);
  }
}
