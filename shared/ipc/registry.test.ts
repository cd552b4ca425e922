import { ALL_CHANNELS, EVENT_CHANNELS, INVOKE_CHANNELS, IPC_CONTRACTS, isKnownChannel } from './registry';

describe('IPC contracts', () => {
  it('names every channel {area}:{name} after its own area', () => {
    for (const [area, channels] of Object.entries(IPC_CONTRACTS)) {
      for (const channel of Object.values(channels)) {
        expect(channel).toMatch(new RegExp(`^${area}:[a-zA-Z]+$`));
      }
    }
  });

  it('never reuses a channel', () => {
    expect(new Set(ALL_CHANNELS).size).toBe(ALL_CHANNELS.length);
  });

  it('splits methods from onDid… events', () => {
    expect(INVOKE_CHANNELS).toEqual(
      expect.arrayContaining(['app:getVersion', 'app:getServerUrl', 'app:setServerUrl', 'displays:list']),
    );
    expect(INVOKE_CHANNELS).toEqual(
      expect.arrayContaining(['windows:getCurrent', 'cast:castView', 'cast:returnViewToMainWindow', 'cast:list']),
    );
    expect(INVOKE_CHANNELS).toEqual(
      expect.arrayContaining([
        'session:getSaveEnabled',
        'session:setSaveEnabled',
        'session:restore',
        'session:didLogout',
      ]),
    );
    expect(EVENT_CHANNELS).toEqual(
      expect.arrayContaining(['displays:didChange', 'cast:didChange', 'cast:didReturnViewToMainWindow']),
    );
    expect(INVOKE_CHANNELS.some((c) => EVENT_CHANNELS.includes(c))).toBe(false);
  });

  it('knows only its own channels', () => {
    expect(isKnownChannel('displays:list')).toBe(true);
    expect(isKnownChannel('displays:remove')).toBe(false);
    expect(isKnownChannel('sentry-ipc.envelope')).toBe(false);
    expect(isKnownChannel(42)).toBe(false);
  });
});
