/** The PTZ demo dome: a pan/tilt/zoom position that moves smoothly (speeds and targets, like a
 *  real dome's motors) and renders its window onto the panorama as raw RGB frames. */
import type { Writable } from 'node:stream';
import { owedFramesFeed } from '../sources/owedFramesFeed';
import { PANORAMA, type Panorama } from './panorama';

export interface PtzPosition {
  /** Degrees, 0–360 (wraps). */
  pan: number;
  /** Degrees, −TILT_LIMIT…TILT_LIMIT; positive looks up. */
  tilt: number;
  /** Optical zoom factor, 1…MAX_ZOOM. */
  zoom: number;
}

export const PTZ_LIMITS = {
  maxZoom: 10,
  /** Horizontal field of view at zoom 1, degrees. */
  fovDegrees: 60,
  /** Top speeds at speed 1: degrees per second, zoom factor doubling per second. */
  panDegPerSec: 60,
  tiltDegPerSec: 40,
  zoomOctavesPerSec: 1,
} as const;

/** How far behind (in seconds of frames) the dome's feed still catches up rather than skips. */
const DOME_CATCH_UP_SECONDS = 30;

export class PtzDome {
  private position: PtzPosition = { pan: 0, tilt: 0, zoom: 1 };
  private velocity = { pan: 0, tilt: 0, zoom: 0 };
  private target: PtzPosition | undefined;
  private lastTick = Date.now();
  /** The last frame fed and the position it shows: a dome at rest sends it again as it is. */
  private still: { frame: Buffer; at: PtzPosition } | undefined;

  constructor(
    private readonly panorama: Panorama,
    readonly size = { width: 640, height: 360 },
  ) {}

  get current(): PtzPosition {
    this.advance();
    return { ...this.position };
  }

  /** Continuous move; each axis −1…1 of its top speed, 0 stops it. Cancels a target. */
  setSpeed(speed: { pan?: number; tilt?: number; zoom?: number }): void {
    this.advance();
    this.target = undefined;
    const clamp = (v: number | undefined) => Math.max(-1, Math.min(1, v ?? 0));
    this.velocity = { pan: clamp(speed.pan), tilt: clamp(speed.tilt), zoom: clamp(speed.zoom) };
  }

  /** Moves smoothly to an absolute position. */
  moveTo(target: Partial<PtzPosition>): void {
    this.advance();
    this.velocity = { pan: 0, tilt: 0, zoom: 0 };
    this.target = limit({ ...this.position, ...target });
  }

  /** Moves by a relative amount (degrees, zoom factor multiplier). */
  moveBy(delta: { pan?: number; tilt?: number; zoom?: number }): void {
    const from = this.target ?? this.current;
    this.moveTo({
      pan: from.pan + (delta.pan ?? 0),
      tilt: from.tilt + (delta.tilt ?? 0),
      zoom: from.zoom * (delta.zoom ?? 1),
    });
  }

  /** Advances the motors to now. */
  private advance(now = Date.now()): void {
    const dt = (now - this.lastTick) / 1000;
    this.lastTick = now;
    if (dt <= 0) return;
    const p = this.position;
    if (this.target) {
      const t = this.target;
      const panDelta = ((t.pan - p.pan + 540) % 360) - 180;
      const step = (delta: number, max: number) => Math.sign(delta) * Math.min(Math.abs(delta), max);
      p.pan += step(panDelta, PTZ_LIMITS.panDegPerSec * dt);
      p.tilt += step(t.tilt - p.tilt, PTZ_LIMITS.tiltDegPerSec * dt);
      const zoomDelta = Math.log2(t.zoom) - Math.log2(p.zoom);
      p.zoom = 2 ** (Math.log2(p.zoom) + step(zoomDelta, PTZ_LIMITS.zoomOctavesPerSec * dt));
      if (Math.abs(panDelta) < 0.01 && Math.abs(t.tilt - p.tilt) < 0.01 && Math.abs(zoomDelta) < 0.001) {
        this.target = undefined;
      }
    } else {
      p.pan += this.velocity.pan * PTZ_LIMITS.panDegPerSec * dt;
      p.tilt += this.velocity.tilt * PTZ_LIMITS.tiltDegPerSec * dt;
      p.zoom *= 2 ** (this.velocity.zoom * PTZ_LIMITS.zoomOctavesPerSec * dt);
    }
    this.position = limit(p);
  }

  /** The current window onto the panorama, nearest-neighbour scaled to the output size. */
  render(out: Buffer = Buffer.alloc(this.size.width * this.size.height * 3)): Buffer {
    const { pan, tilt, zoom } = this.current;
    const { width: W, height: H } = this.size;
    const pano = this.panorama;
    const ppd = PANORAMA.pxPerDegree;
    const windowW = (PTZ_LIMITS.fovDegrees / zoom) * ppd;
    const windowH = (windowW * H) / W;
    const left = pan * ppd - windowW / 2;
    const top = pano.height / 2 - tilt * ppd - windowH / 2;
    const xs = new Int32Array(W);
    for (let x = 0; x < W; x += 1) {
      const px = Math.floor(left + (x * windowW) / W);
      xs[x] = (((px % pano.width) + pano.width) % pano.width) * 3;
    }
    for (let y = 0; y < H; y += 1) {
      const py = Math.max(0, Math.min(pano.height - 1, Math.floor(top + (y * windowH) / H)));
      const row = py * pano.width * 3;
      let o = y * W * 3;
      for (let x = 0; x < W; x += 1) {
        const i = row + (xs[x] as number);
        out[o] = pano.rgb[i] as number;
        out[o + 1] = pano.rgb[i + 1] as number;
        out[o + 2] = pano.rgb[i + 2] as number;
        o += 3;
      }
    }
    return out;
  }

  /** Writes frames to ffmpeg's stdin at `fps`, as many as wall time since `originMs` calls for,
   *  so frame n is always shown at origin + n/fps; returns the stop function. */
  feed(stdin: Writable, originMs: number, fps: number): () => void {
    const frameBytes = this.size.width * this.size.height * 3;
    let written = 0;
    // Frames are timed by their count, so frames left out would set the dome's clock back. A
    // platform whose event loop was held catches up on the frames it owes (issue 27 #9): as
    // many as ffmpeg takes, with at most a second of them waiting here, so a stalled ffmpeg is
    // not fed without bound, and one a turn of the loop (owedFramesFeed). Only after a long
    // absence are the missed frames given up.
    const feed = owedFramesFeed(stdin, frameBytes, fps, () => {
      const due = Math.floor(((Date.now() - originMs) * fps) / 1000) + 1;
      if (due - written > fps * DOME_CATCH_UP_SECONDS) written = due - 1;
      if (written >= due) return false;
      stdin.write(this.nextFrame(frameBytes));
      written += 1;
      return written < due;
    });
    feed.tick();
    return feed.stop;
  }

  /** The frame to feed now. A moved dome's is drawn into a buffer of its own, which the pipe keeps
   *  until ffmpeg took it and which is never written again; a dome at rest (most of the time) sends
   *  the same buffer again, where drawing it took a sixth of the platform's main thread. */
  private nextFrame(frameBytes: number): Buffer {
    const at = this.current;
    const still = this.still;
    if (still && still.at.pan === at.pan && still.at.tilt === at.tilt && still.at.zoom === at.zoom) return still.frame;
    const frame = this.render(Buffer.allocUnsafe(frameBytes));
    this.still = { frame, at };
    return frame;
  }
}

function limit(p: PtzPosition): PtzPosition {
  const maxTilt = PANORAMA.height / 2 / PANORAMA.pxPerDegree - 10;
  return {
    pan: ((p.pan % 360) + 360) % 360,
    tilt: Math.max(-maxTilt, Math.min(maxTilt, p.tilt)),
    zoom: Math.max(1, Math.min(PTZ_LIMITS.maxZoom, p.zoom)),
  };
}
