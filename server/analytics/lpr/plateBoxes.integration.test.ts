/** The plate engine's boxes in the stream's metadata channel (issue 31 analytics overlay; issue 32
 *  'Analytics Markup shows boxes on the plate'), over three passages of the demo gate's scene: each
 *  analysed picture with a vehicle gives an alert box on its plate, inside the vehicle, labelled once
 *  read with the passage's plate; the gate empty again gives one empty message. */
import { PLATE_PASSAGE_MS, plateTraffic, vehicleX, VEHICLE_WIDTH } from '../../../shared/analytics/plateTraffic';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import { PlateOcr } from './PlateOcr';
import { PLATE_SCENE_SEED, playPlateScene } from './testing/playPlateScene';

const ocr = new PlateOcr();
afterAll(() => ocr.close());

it('puts an alert box on the plate of each analysed picture, labelled with the plate read', async () => {
  const marks: Array<{ pts: number; boxes: MetadataBox[] }> = [];
  const { errors } = await playPlateScene(ocr, 3 * PLATE_PASSAGE_MS, {
    onRead: () => undefined,
    onBoxes: (pts, boxes) => marks.push({ pts, boxes }),
  });

  expect(errors).toEqual([]);
  const traffic = plateTraffic(PLATE_SCENE_SEED);
  const boxed = marks.filter((m) => m.boxes.length > 0);
  const passages = new Set(boxed.map((m) => traffic.passageAt(m.pts)?.index));
  expect(passages.size).toBeGreaterThanOrEqual(3);
  expect(passages.has(undefined)).toBe(false);
  for (const { pts, boxes } of boxed) {
    const [box] = boxes as [MetadataBox];
    expect(boxes).toHaveLength(1);
    expect(box.alert).toBe(true);
    // On the vehicle: its centre within the vehicle's span at that moment.
    const left = vehicleX(traffic, pts) as number;
    expect(box.x + box.w / 2).toBeGreaterThan(left);
    expect(box.x + box.w / 2).toBeLessThan(left + VEHICLE_WIDTH);
  }
  // Labelled with what was read: the passage's plate, every passage.
  const labelled = boxed.filter((m) => m.boxes[0]?.label);
  // The label is the read's text, as watchlists compare it.
  const right = labelled.filter((m) => m.boxes[0]?.label === traffic.passageAt(m.pts)?.text);
  expect(new Set(right.map((m) => traffic.passageAt(m.pts)?.index)).size).toBe(passages.size);
  expect(right.length / labelled.length).toBeGreaterThanOrEqual(0.8);
  // The gate empty again: one empty message after the boxes, never two in a row.
  const empties = marks.filter((m) => m.boxes.length === 0);
  expect(empties.length).toBeGreaterThanOrEqual(2);
  marks.forEach((m, i) => {
    if (m.boxes.length === 0) expect(marks[i - 1]?.boxes.length).toBeGreaterThan(0);
  });
  console.log(
    `plate boxes: ${boxed.length} boxed pictures, ${labelled.length} labelled (${right.length} with the plate), ${empties.length} empty`,
  );
});
