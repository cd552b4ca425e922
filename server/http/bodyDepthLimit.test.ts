import { MAX_BODY_DEPTH, nestedDeeperThan } from './bodyDepthLimit';

const nest = (depth: number, object: boolean): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = object ? { a: value } : [value];
  return value;
};

describe('nestedDeeperThan', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan({ a: 1, b: [1, 2] }, 2)).toBe(false);
    expect(nestedDeeperThan({ a: 1, b: [1, { c: 2 }] }, 2)).toBe(true);
  });

  it('draws the line at the limit, for arrays and objects alike', () => {
    for (const object of [true, false]) {
      expect(nestedDeeperThan(nest(MAX_BODY_DEPTH, object), MAX_BODY_DEPTH)).toBe(false);
      expect(nestedDeeperThan(nest(MAX_BODY_DEPTH + 1, object), MAX_BODY_DEPTH)).toBe(true);
    }
  });

  it('measures a nest far deeper than the stack allows', () => {
    expect(nestedDeeperThan(nest(1_000_000, false), MAX_BODY_DEPTH)).toBe(true);
  });
});
