import { normalisePlate } from './plateRead';
import { PLATE_PASSAGE, PLATE_PASSAGE_MS, plateTraffic, vehicleX, VEHICLE_WIDTH } from './plateTraffic';

const T0 = Date.UTC(2026, 10, 29, 12) - (Date.UTC(2026, 10, 29, 12) % PLATE_PASSAGE_MS);

describe("the plate demo scene's traffic (issue 32)", () => {
  it('is the same for the same seed and another for another seed', () => {
    const plates = (seed: number) =>
      plateTraffic(seed)
        .passagesBetween(T0, T0 + 60_000)
        .map((p) => p.plate);
    expect(plates(32)).toEqual(plates(32));
    expect(plates(32)).not.toEqual(plates(33));
    expect(new Set(plates(32)).size).toBeGreaterThan(5);
  });

  it('writes plates as three letters and four digits, their read text the normalised plate', () => {
    for (const p of plateTraffic(32).passagesBetween(T0, T0 + 600_000)) {
      expect(p.plate).toMatch(/^[A-HJ-NPR-Z]{3} \d{4}$/);
      expect(p.text).toBe(normalisePlate(p.plate));
      expect(p.text).toBe(p.plate.replace(' ', ''));
    }
  });

  it('shows one vehicle per passage, driving in, waiting at the barrier, driving off, then an empty gate', () => {
    const traffic = plateTraffic(32);
    const passage = traffic.passageAt(T0 + 100);
    expect(passage?.startMs).toBe(T0);
    expect(vehicleX(traffic, T0)).toBeCloseTo(-VEHICLE_WIDTH);
    const parked = vehicleX(traffic, T0 + PLATE_PASSAGE.driveInMs + 10);
    expect(parked).toBeCloseTo((1 - VEHICLE_WIDTH) / 2);
    expect(vehicleX(traffic, T0 + PLATE_PASSAGE.driveInMs + PLATE_PASSAGE.stopMs - 10)).toBe(parked);
    expect(traffic.passageAt(passage!.endMs)).toBeUndefined();
    expect(vehicleX(traffic, passage!.endMs + 100)).toBeUndefined();
    expect(traffic.passageAt(T0 + PLATE_PASSAGE_MS)?.index).toBe(passage!.index + 1);
  });
});
