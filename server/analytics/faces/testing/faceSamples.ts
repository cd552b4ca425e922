/** Face pictures the face tests use (issue 32): the demo's enrolled face (assets/demo-faces, a
 *  public-domain NASA portrait) and the sample photos the @vladmandic/face-api package ships in its
 *  demo folder (MIT, as the package), the strangers a false-accept rate is measured over. */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../kernel';

export function enrolledDemoFace(): Buffer {
  return fs.readFileSync(path.join(projectRoot(), 'assets', 'demo-faces', 'eileen-collins.jpg'));
}

export function packageSamplePhotos(): string[] {
  const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
  return [1, 2, 3, 4, 5, 6].map((n) => path.join(demo, `sample${n}.jpg`));
}
