/** A request body as raw text: broken JSON of several kinds, or well-formed JSON of the wrong shape. */
import { malformedValue } from './malformedValue';
import type { Random } from './seededRandom';

const BROKEN_JSON = [
  '',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  '{a:1}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999999}',
  '{"a":-}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '\ufeff{"a":1}',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  'null',
  'true',
  '42',
  '"text"',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

export function malformedBody(random: Random): string {
  if (random.chance(0.35)) return random.pick(BROKEN_JSON);
  if (random.chance(0.1)) return `${'['.repeat(random.pick([1000, 100_000]))}`;
  return JSON.stringify(malformedValue(random));
}
