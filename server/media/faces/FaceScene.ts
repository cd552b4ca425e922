/** The face demo camera's picture (issue 32): a lobby wall where the people of faceTraffic walk in
 *  from the left, stand before the camera and walk off to the right, one at a time. Rendered as
 *  raw RGB frames on the wall clock and fed to the camera's ffmpeg as the plate gate's are, so the
 *  faces reach the platform as real H.264 through the same pipeline and recording. */
import type { Writable } from 'node:stream';
import {
  FACE_PEOPLE,
  PORTRAIT,
  facePassageAt,
  portraitX,
  type FacePerson,
} from '../../../shared/analytics/faceTraffic';
import { feedScene } from '../sources/feedScene';
import { loadPortrait, type Portrait } from './facePortraits';

export class FaceScene {
  private readonly background: Buffer;
  private readonly portraits = new Map<FacePerson['id'], Portrait>();

  constructor(readonly size = { width: 640, height: 360 }) {
    this.background = this.drawBackground();
    const width = Math.round(PORTRAIT.width * size.width);
    const height = Math.round(PORTRAIT.height * size.height);
    for (const person of FACE_PEOPLE) this.portraits.set(person.id, loadPortrait(person.id, width, height));
  }

  /** The picture at wall time `timeMs`. */
  render(timeMs: number, out: Buffer = Buffer.alloc(this.size.width * this.size.height * 3)): Buffer {
    this.background.copy(out);
    const passage = facePassageAt(timeMs);
    const x = portraitX(timeMs);
    const portrait = passage && this.portraits.get(passage.person.id);
    if (!portrait || x === undefined) return out;
    const { width: W, height: H } = this.size;
    const left = Math.round(x * W);
    const top = H - portrait.height;
    for (let y = 0; y < portrait.height; y += 1) {
      const fy = top + y;
      if (fy < 0 || fy >= H) continue;
      const from = Math.max(0, -left);
      const to = Math.min(portrait.width, W - left);
      if (to <= from) continue;
      portrait.rgb.copy(
        out,
        (fy * W + left + from) * 3,
        (y * portrait.width + from) * 3,
        (y * portrait.width + to) * 3,
      );
    }
    return out;
  }

  /** Feeds the scene to its camera's ffmpeg at `fps` (feedScene); answers a function that stops. */
  feed(stdin: Writable, originMs: number, fps: number): () => void {
    return feedScene(this, stdin, originMs, fps);
  }

  /** A pale lobby wall with a darker skirting and a door frame at the right. */
  private drawBackground(): Buffer {
    const { width: W, height: H } = this.size;
    const out = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y += 1) {
      const shade = y > H - 30 ? [90, 84, 78] : [196 - Math.round((y / H) * 30), 190 - Math.round((y / H) * 30), 178];
      for (let x = 0; x < W; x += 1) {
        const door = x > W - 90 && x < W - 20 && y > 40;
        const o = (y * W + x) * 3;
        out[o] = door ? 120 : (shade[0] as number);
        out[o + 1] = door ? 96 : (shade[1] as number);
        out[o + 2] = door ? 70 : (shade[2] as number);
      }
    }
    return out;
  }
}
