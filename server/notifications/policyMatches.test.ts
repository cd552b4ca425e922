/** Which events a notification policy picks, and which device its throttle window is kept for. */
import { describe, expect, it } from '@jest/globals';
import { policyMatches, throttledDevice } from './policyMatches';

const policy = { enabled: true, categories: [] as string[], needAcknowledgeOnly: false };
const event = (category: string, requiresAck: boolean, ...witnesses: string[]) => ({
  category,
  requiresAck,
  witnesses: witnesses.map((id) => ({ id })),
});
const any = { devices: undefined };
const only = (...ids: string[]) => ({ devices: new Set(ids) });

describe('policyMatches', () => {
  it.each([
    ['an enabled policy with no filter takes any event', policy, any, event('61', false), true],
    ['a disabled policy takes none', { ...policy, enabled: false }, any, event('47', true, 'c1'), false],
    ['categories filter', { ...policy, categories: ['47'] }, any, event('61', true), false],
    ['a listed category passes', { ...policy, categories: ['47'] }, any, event('47', false), true],
    [
      'need-acknowledge only drops the others',
      { ...policy, needAcknowledgeOnly: true },
      any,
      event('47', false),
      false,
    ],
    ['need-acknowledge only takes ACK-REQUIRE', { ...policy, needAcknowledgeOnly: true }, any, event('47', true), true],
    ['devices: a witness must be one', policy, only('c1'), event('47', true, 'c2'), false],
    ['devices: any witness will do', policy, only('c1'), event('47', true, 's1', 'c1'), true],
    ['devices: an event without witnesses is no device’s', policy, only('c1'), event('47', true), false],
  ])('%s', (_, p, scope, e, expected) => {
    expect(policyMatches(p, scope, e)).toBe(expected);
  });

  it('keeps the throttle for the first witness the policy picks', () => {
    expect(throttledDevice(only('c2'), event('47', true, 's1', 'c2'))).toBe('c2');
    expect(throttledDevice(any, event('47', true, 's1', 'c2'))).toBe('s1');
    expect(throttledDevice(any, event('47', true))).toBe('');
  });
});
