/** The face demo scene's portraits (issue 32), decoded once per process: the enrolled demo face
 *  and one stranger from assets/demo-faces (a NASA and a US Navy portrait, public domain; their
 *  sources written beside them), and the other stranger cut from a sample photo the
 *  @vladmandic/face-api package ships (MIT, as the package), each scaled to the portrait's size as
 *  RGB rows. */
import fs from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import type { FacePerson } from '../../../shared/analytics/faceTraffic';
import { projectRoot } from '../../kernel';

export interface Portrait {
  width: number;
  height: number;
  rgb: Buffer;
}

/** Where each person's picture comes from: a file and the head-and-shoulders rectangle in it. */
function sourceOf(person: FacePerson['id']): { file: string; crop?: { x: number; y: number; w: number; h: number } } {
  const assets = path.join(projectRoot(), 'assets', 'demo-faces');
  switch (person) {
    case 'eileen-collins':
      return { file: path.join(assets, 'eileen-collins.jpg') };
    case 'visitor-a':
      return { file: path.join(assets, 'grace-hopper.jpg') };
    case 'visitor-b': {
      // No shippable portrait of a second stranger has been found yet that the detector follows
      // through a passage (a profile is lost and found again): this one stays the package's.
      const samples = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
      return { file: path.join(samples, 'sample5.jpg'), crop: { x: 715, y: 40, w: 300, h: 375 } };
    }
  }
}

export function loadPortrait(person: FacePerson['id'], width: number, height: number): Portrait {
  const { file, crop } = sourceOf(person);
  const image = jpeg.decode(fs.readFileSync(file), { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 24 });
  const area = crop ?? { x: 0, y: 0, w: image.width, h: image.height };
  const rgb = Buffer.alloc(width * height * 3);
  // Area-averaged down-scaling, so the face stays smooth rather than aliased.
  for (let y = 0; y < height; y += 1) {
    const sy0 = area.y + Math.floor((y * area.h) / height);
    const sy1 = Math.max(sy0 + 1, area.y + Math.floor(((y + 1) * area.h) / height));
    for (let x = 0; x < width; x += 1) {
      const sx0 = area.x + Math.floor((x * area.w) / width);
      const sx1 = Math.max(sx0 + 1, area.x + Math.floor(((x + 1) * area.w) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let sy = sy0; sy < sy1; sy += 1) {
        for (let sx = sx0; sx < sx1; sx += 1) {
          const i = (Math.min(image.height - 1, sy) * image.width + Math.min(image.width - 1, sx)) * 4;
          r += image.data[i] as number;
          g += image.data[i + 1] as number;
          b += image.data[i + 2] as number;
          n += 1;
        }
      }
      const o = (y * width + x) * 3;
      rgb[o] = Math.round(r / n);
      rgb[o + 1] = Math.round(g / n);
      rgb[o + 2] = Math.round(b / n);
    }
  }
  return { width, height, rgb };
}
