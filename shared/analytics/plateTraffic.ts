/** The licence plate demo scene's traffic (issue 32): a gate where one vehicle after another drives
 *  in, stops at the barrier, and drives off, each carrying a synthetic plate drawn from a seeded
 *  generator. The passage and plate at any wall time are a pure function of the seed and the time,
 *  so the scene, the tests and the bench all know which plate was in the picture when. */
import { normalisePlate } from './plateRead';

/** One passage's timeline, ms from its start: driving in, waiting at the barrier, driving off, then
 *  an empty gate until the next passage. */
export const PLATE_PASSAGE = { driveInMs: 2_000, stopMs: 2_000, driveOffMs: 1_500, emptyMs: 2_500 } as const;
export const PLATE_PASSAGE_MS =
  PLATE_PASSAGE.driveInMs + PLATE_PASSAGE.stopMs + PLATE_PASSAGE.driveOffMs + PLATE_PASSAGE.emptyMs;

/** Letters on the plates: no I, O or Q, as on many national plates, so a letter never looks like a
 *  digit to a reader. Digits: all ten. */
export const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const PLATE_DIGITS = '0123456789';

/** Body colours of the vehicles (RGB). */
export const VEHICLE_COLOURS: ReadonlyArray<readonly [number, number, number]> = [
  [178, 34, 34],
  [30, 70, 150],
  [40, 40, 44],
  [200, 200, 205],
  [20, 110, 60],
  [230, 180, 30],
];

export interface Passage {
  /** Passage number since the epoch (time 0): unique and in order. */
  index: number;
  /** The plate as written on the vehicle, "ABC 1234". */
  plate: string;
  /** normalisePlate(plate): what a correct read's text is. */
  text: string;
  colour: readonly [number, number, number];
  startMs: number;
  /** When the vehicle has left the picture. */
  endMs: number;
}

export interface PlateTraffic {
  readonly seed: number;
  /** The passage under way at wall time `timeMs` (its vehicle in the picture), if any. */
  passageAt(timeMs: number): Passage | undefined;
  /** The passage numbered `index` (whether or not its vehicle is in the picture yet). */
  passage(index: number): Passage;
  /** Every passage whose vehicle is in the picture at some time within [fromMs, toMs). */
  passagesBetween(fromMs: number, toMs: number): Passage[];
}

/** The vehicle's left edge in fractions of the frame's width at `timeMs`, −1 (off the left edge)
 *  to 1 (off the right one); undefined while the gate is empty. Its width is `VEHICLE_WIDTH`. */
export function vehicleX(traffic: PlateTraffic, timeMs: number): number | undefined {
  const passage = traffic.passageAt(timeMs);
  if (!passage) return undefined;
  const t = timeMs - passage.startMs;
  const { driveInMs, stopMs } = PLATE_PASSAGE;
  const parked = (1 - VEHICLE_WIDTH) / 2;
  const from = -VEHICLE_WIDTH;
  if (t < driveInMs) {
    // Braking to a stop: the distance left falls with the square of the time left.
    const left = 1 - t / driveInMs;
    return parked - (parked - from) * left * left;
  }
  if (t < driveInMs + stopMs) return parked;
  const off = (t - driveInMs - stopMs) / PLATE_PASSAGE.driveOffMs;
  return parked + (1 - parked) * off * off;
}

/** The vehicle's width in fractions of the frame's. */
export const VEHICLE_WIDTH = 0.56;

export function plateTraffic(seed: number): PlateTraffic {
  const cache = new Map<number, Passage>();
  const passage = (index: number): Passage => {
    let found = cache.get(index);
    if (found) return found;
    const random = mulberry32((seed ^ Math.imul(index, 0x9e3779b1)) >>> 0);
    const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0]!;
    const draw = () =>
      `${pick(PLATE_LETTERS)}${pick(PLATE_LETTERS)}${pick(PLATE_LETTERS)} ${[1, 2, 3, 4].map(() => pick(PLATE_DIGITS)).join('')}`;
    // Not a plate whose letters are all B and S: its text would read as digits (normalisePlate).
    let plate = draw();
    while (normalisePlate(plate) !== plate.replace(' ', '')) plate = draw();
    const startMs = index * PLATE_PASSAGE_MS;
    found = {
      index,
      plate,
      text: normalisePlate(plate),
      colour: VEHICLE_COLOURS[Math.floor(random() * VEHICLE_COLOURS.length)] ?? VEHICLE_COLOURS[0]!,
      startMs,
      endMs: startMs + PLATE_PASSAGE_MS - PLATE_PASSAGE.emptyMs,
    };
    if (cache.size > 64) cache.clear();
    cache.set(index, found);
    return found;
  };
  return {
    seed,
    passage,
    passageAt(timeMs) {
      const current = passage(Math.floor(timeMs / PLATE_PASSAGE_MS));
      return timeMs < current.endMs ? current : undefined;
    },
    passagesBetween(fromMs, toMs) {
      const out: Passage[] = [];
      for (let i = Math.floor(fromMs / PLATE_PASSAGE_MS); i * PLATE_PASSAGE_MS < toMs; i += 1) {
        const p = passage(i);
        if (p.endMs > fromMs) out.push(p);
      }
      return out;
    },
  };
}

/** A small, fast, seedable generator (public domain). */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
