import { changedValues } from './changedValues';

describe('changedValues', () => {
  it('keeps only what differs, nested objects field by field and lists as a whole', () => {
    const before = {
      name: 'HQ',
      ttl: 30,
      email: { host: 'a', port: 25 },
      groups: ['x', 'y'],
      off: null as string | null,
    };
    expect(changedValues(before, { ...before })).toEqual({});
    expect(changedValues(before, { ...before, ttl: 3, email: { host: 'a', port: 26 } })).toEqual({
      ttl: 3,
      email: { port: 26 },
    });
    expect(changedValues(before, { ...before, groups: ['x', 'y', 'z'] })).toEqual({ groups: ['x', 'y', 'z'] });
    expect(changedValues(before, { ...before, off: 'OFFLINE' })).toEqual({ off: 'OFFLINE' });
    expect(changedValues(undefined, { a: 1 })).toEqual({ a: 1 });
  });
});
