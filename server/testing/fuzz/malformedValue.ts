/** JSON values a careless or hostile client sends where something else belongs: wrong types,
 *  boundary numbers, huge and strange strings, prototype keys, deep nesting. */
import type { Random } from './seededRandom';

const STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  '2500-01-01T00:00:00Z',
  '0x10',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${process.exit()}',
  'demo-hq-camera-1',
  '__proto__',
  'constructor',
  '😀'.repeat(50),
];

const NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -1e9,
  1e9,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  1e308,
  -1e308,
  16725225600000,
];

/** A huge string: at most ~1 MB, under the platform's body limit, so it reaches the handlers. */
export function hugeString(random: Random): string {
  return random.pick(['A', 'é', '\\', '"', '0']).repeat(random.pick([10_000, 100_000, 1_000_000]));
}

/** A nest `depth` deep of arrays or objects. */
export function deepNest(depth: number, asObject: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
  return value;
}

export function malformedValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick(NUMBERS);
    case 3:
      return random.pick(STRINGS);
    case 4:
      // Huge only at the top: nested in lists, they would make bodies of gigabytes.
      return depth === 0 && random.chance(0.1) ? hugeString(random) : random.pick(STRINGS) + random.int(1000);
    case 5:
      return random.int(1e6);
    case 6:
      return Array.from({ length: random.int(5) }, () => malformedValue(random, depth + 1));
    case 7:
      // fromEntries makes own properties, so "__proto__" is sent as a key, not set as the prototype.
      return Object.fromEntries(
        Array.from({ length: random.int(5) }, () => [
          random.pick(['id', 'name', 'x', '__proto__', 'constructor', 'prototype', 'time', 'value']),
          malformedValue(random, depth + 1),
        ]),
      );
    default:
      return deepNest(random.pick([50, 300, 1000]), random.chance(0.5));
  }
}
