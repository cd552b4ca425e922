/** The face engine's network on real pictures (issue 32): the enrolled demo face (a public-domain
 *  NASA portrait under assets/demo-faces) is found and its descriptor lies near the same face
 *  scaled down and compressed again, and far from every face of the @vladmandic/face-api package's
 *  own sample photos — the false-accept rate at the default threshold over that sample set. */
import fs from 'node:fs';
import path from 'node:path';
import { FACE_MATCH_DISTANCE, faceDistance } from '../../../shared/analytics/faceRead';
import { decodePhoto } from './decodePhoto';
import { FaceNet, PHOTO_FACES, type FoundFace } from './FaceNet';
import { greyJpeg } from '../lpr/greyJpeg';
import { enrolledDemoFace, packageSamplePhotos } from './testing/faceSamples';

describe('FaceNet', () => {
  jest.setTimeout(120_000);
  const net = new FaceNet();
  afterAll(() => net.close());

  it('describes the enrolled face and tells it from the package sample faces', async () => {
    const photo = decodePhoto(enrolledDemoFace())!;
    const [enrolled] = await net.faces(photo, PHOTO_FACES);
    expect(enrolled?.descriptor).toHaveLength(128);
    // The same face at half size through a JPEG of its own: the camera's view of it.
    const half = {
      width: photo.width >> 1,
      height: photo.height >> 1,
      grey: new Uint8Array((photo.width >> 1) * (photo.height >> 1)),
    };
    for (let y = 0; y < half.height; y += 1)
      for (let x = 0; x < half.width; x += 1) half.grey[y * half.width + x] = photo.grey[2 * y * photo.width + 2 * x]!;
    const [again] = await net.faces(decodePhoto(greyJpeg(half))!, PHOTO_FACES);
    expect(faceDistance(enrolled!.descriptor, again!.descriptor)).toBeLessThan(FACE_MATCH_DISTANCE);

    const strangers: FoundFace[] = [];
    for (const file of packageSamplePhotos()) {
      strangers.push(...(await net.faces(decodePhoto(fs.readFileSync(file))!, { inputSize: 608, maxFaces: 10 })));
    }
    const distances = strangers.map((face) => faceDistance(enrolled!.descriptor, face.descriptor));
    const accepted = distances.filter((d) => d <= FACE_MATCH_DISTANCE).length;
    process.stdout.write(
      `false accepts ${accepted}/${strangers.length} at ${FACE_MATCH_DISTANCE}; nearest stranger ${Math.min(...distances).toFixed(3)}, same face ${faceDistance(enrolled!.descriptor, again!.descriptor).toFixed(3)} (${path.basename(packageSamplePhotos()[0]!)}…)\n`,
    );
    expect(strangers.length).toBeGreaterThanOrEqual(15);
    expect(accepted).toBe(0);
  });

  it('finds no face in a picture without one', async () => {
    const grey = new Uint8Array(320 * 240).fill(128);
    expect(await net.faces({ width: 320, height: 240, grey })).toEqual([]);
  });
});
