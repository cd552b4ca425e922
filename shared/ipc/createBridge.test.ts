import { type IpcTransport, createBridge, guardTransport } from './createBridge';
import { IPC_CONTRACTS } from './registry';

function fakeTransport() {
  const invoked: Array<{ channel: string; args: readonly unknown[] }> = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const transport: IpcTransport = {
    invoke(channel, args) {
      invoked.push({ channel, args });
      return Promise.resolve(`result of ${channel}`);
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
  };
  const emit = (channel: string, payload: unknown) => listeners.get(channel)?.forEach((l) => l(payload));
  return { transport, invoked, listeners, emit };
}

describe('createBridge', () => {
  it('has exactly the members of every contract', () => {
    const bridge = createBridge(fakeTransport().transport);
    for (const [area, channels] of Object.entries(IPC_CONTRACTS)) {
      expect(Object.keys((bridge as unknown as Record<string, object>)[area]!).sort()).toEqual(
        Object.keys(channels).sort(),
      );
    }
  });

  it('invokes a method on its channel with its arguments', async () => {
    const { transport, invoked } = fakeTransport();
    const bridge = createBridge(transport);
    await expect(bridge.app.getVersion()).resolves.toBe('result of app:getVersion');
    await bridge.cast.castView({ viewId: 'v1', displayId: 7 });
    await bridge.session.restore({ realmId: 'r1', userId: 'u1' });
    expect(invoked).toEqual([
      { channel: 'app:getVersion', args: [] },
      { channel: 'cast:castView', args: [{ viewId: 'v1', displayId: 7 }] },
      { channel: 'session:restore', args: [{ realmId: 'r1', userId: 'u1' }] },
    ]);
  });

  it('hands event listeners the payload only and unsubscribes once', () => {
    const { transport, emit, listeners } = fakeTransport();
    const bridge = createBridge(transport);
    const received: unknown[][] = [];
    const off = bridge.displays.onDidChangeDisplays((...args: unknown[]) => received.push(args));
    emit('displays:didChange', [{ id: 1 }]);
    expect(received).toEqual([[[{ id: 1 }]]]);
    off();
    off();
    emit('displays:didChange', []);
    expect(received).toHaveLength(1);
    expect(listeners.get('displays:didChange')?.size).toBe(0);
  });

  it('refuses a listener that is not a function', () => {
    const bridge = createBridge(fakeTransport().transport);
    expect(() => bridge.displays.onDidChangeDisplays('nope' as never)).toThrow(/expects a listener function/);
  });

  it('is frozen', () => {
    const bridge = createBridge(fakeTransport().transport);
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.isFrozen(bridge.app)).toBe(true);
  });
});

describe('guardTransport', () => {
  it('rejects unknown channels and passes known ones', async () => {
    const { transport, invoked } = fakeTransport();
    const guarded = guardTransport(transport);
    await expect(guarded.invoke('app:quit', [])).rejects.toThrow("Unknown IPC channel 'app:quit'");
    await expect(guarded.invoke('displays:didChange', [])).rejects.toThrow(/Unknown IPC channel/);
    expect(() => guarded.subscribe('displays:list', () => undefined)).toThrow(/Unknown IPC event channel/);
    await guarded.invoke('displays:list', []);
    expect(invoked).toEqual([{ channel: 'displays:list', args: [] }]);
  });
});
