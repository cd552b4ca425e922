/** The licence plate engine over five minutes of the demo gate (issue 32, done means): the scene's
 *  review stream, encoded as the camera's is, played into the engine faster than real time; its
 *  reads against the scene generator's ground truth — exact match on ≥ 95 % of the passages, one
 *  read per passage, each with its crop, picture and the plate's box. */
import type { PlateRead } from '../../../shared/analytics/plateRead';
import { plateTraffic } from '../../../shared/analytics/plateTraffic';
import { PlateOcr } from './PlateOcr';
import { PLATE_SCENE_FROM, PLATE_SCENE_SEED, playPlateScene } from './testing/playPlateScene';

const WINDOW_MS = 5 * 60_000;
const JPEG = Buffer.from([0xff, 0xd8]);

const ocr = new PlateOcr();
afterAll(() => ocr.close());

it('reads ≥ 95 % of five minutes of plates exactly, once per passage', async () => {
  const reads: PlateRead[] = [];
  const { engine, errors } = await playPlateScene(ocr, WINDOW_MS, { onRead: (r) => reads.push(r) });

  const traffic = plateTraffic(PLATE_SCENE_SEED);
  const passages = traffic.passagesBetween(PLATE_SCENE_FROM, PLATE_SCENE_FROM + WINDOW_MS);
  const byPassage = new Map<number, PlateRead[]>();
  for (const read of reads) {
    const passage = traffic.passageAt(read.time);
    expect(passage).toBeDefined();
    byPassage.set(passage!.index, [...(byPassage.get(passage!.index) ?? []), read]);
  }
  const exact = passages.filter((p) => byPassage.get(p.index)?.[0]?.text === p.text).length;
  const accuracy = exact / passages.length;
  console.log(
    `plate reads: ${exact}/${passages.length} exact (${(accuracy * 100).toFixed(1)} %), ${reads.length} reads; ` +
      `wrong: ${JSON.stringify(reads.filter((r) => traffic.passageAt(r.time)?.text !== r.text).map((r) => [r.rawText, traffic.passageAt(r.time)?.plate]))}; ` +
      `engine ${JSON.stringify(engine.statistics())}`,
  );
  expect(errors).toEqual([]);
  expect(engine.statistics()).toMatchObject({ framesDropped: 0, reads: reads.length });
  expect(passages.length).toBeGreaterThanOrEqual(37);
  expect(accuracy).toBeGreaterThanOrEqual(0.95);
  // One read per passage, never two.
  expect([...byPassage.values()].every((list) => list.length === 1)).toBe(true);
  for (const read of reads) {
    expect(read.cropJpeg.subarray(0, 2)).toEqual(JPEG);
    expect((await read.picture)?.subarray(0, 2)).toEqual(JPEG);
    expect(read.confidence).toBeGreaterThan(0);
    expect(read.confidence).toBeLessThanOrEqual(1);
    // The plate hangs at the middle of the vehicle's front, in the lower half of the picture.
    expect(read.box.y).toBeGreaterThan(0.5);
    expect(read.box.w / read.box.h).toBeGreaterThan(2);
  }
}, 240_000);
