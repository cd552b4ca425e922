import { LocalTransportMemory } from './LocalTransportMemory';
import { planTransport, type TransportInput } from './planTransport';

function memoryAt(start = 0) {
  const clock = { now: start };
  return { clock, memory: new LocalTransportMemory(() => clock.now) };
}

function input(partial: Partial<TransportInput>, memory: LocalTransportMemory): TransportInput {
  return {
    connection: 'auto',
    disableLocalTransport: false,
    avatarId: 'av-1',
    memory,
    localAvailable: true,
    ...partial,
  };
}

describe('planTransport (spec 2 §4 Transport selection)', () => {
  const { memory } = memoryAt();

  it.each([
    ['cloud', { connection: 'cloud' }, { kind: 'cloud' }],
    ['auto with a local transport', {}, { kind: 'local', avatarId: 'av-1', fallbackToCloud: true }],
    ['auto without a local transport', { localAvailable: false }, { kind: 'cloud' }],
    ['auto without an avatar', { avatarId: null }, { kind: 'cloud' }],
    ['local', { connection: 'local' }, { kind: 'local', avatarId: 'av-1', fallbackToCloud: false }],
    [
      'local without an avatar',
      { connection: 'local', avatarId: null },
      { kind: 'error', message: 'Cannot get avatarId' },
    ],
    ['disableLocalTransport forces cloud', { connection: 'local', disableLocalTransport: true }, { kind: 'cloud' }],
    ['an unknown connection type', { connection: 'webrtc' }, { kind: 'error', message: 'incorrect connection type' }],
  ] as const)('%s', (_name, partial, expected) => {
    expect(planTransport(input(partial, memory))).toEqual(expected);
  });

  it('remembers a local failure per avatar for 15 minutes', () => {
    const { clock, memory: own } = memoryAt(1000);
    own.failed('av-1', 'Failed to open local stream: Connection timed out');
    // Local gives the failure again without trying; Auto goes to the cloud.
    expect(planTransport(input({ connection: 'local' }, own))).toEqual({
      kind: 'error',
      message: 'Failed to open local stream: Connection timed out',
    });
    expect(planTransport(input({}, own))).toEqual({ kind: 'cloud' });
    // Another avatar is not affected.
    expect(planTransport(input({ connection: 'local', avatarId: 'av-2' }, own)).kind).toBe('local');
    clock.now += 15 * 60_000 - 1;
    expect(planTransport(input({}, own)).kind).toBe('cloud');
    clock.now += 1;
    expect(planTransport(input({}, own))).toEqual({ kind: 'local', avatarId: 'av-1', fallbackToCloud: true });
  });

  it('remembers a local success for 15 minutes and forgets the failure', () => {
    const { clock, memory: own } = memoryAt();
    own.failed('av-1', 'x');
    own.succeeded('av-1');
    expect(own.failure('av-1')).toBeUndefined();
    expect(own.recentSuccess('av-1')).toBe(true);
    clock.now += 15 * 60_000;
    expect(own.recentSuccess('av-1')).toBe(false);
  });
});
