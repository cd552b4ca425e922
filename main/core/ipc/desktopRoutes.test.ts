import { INVOKE_CHANNELS } from '../../../shared/ipc';
import { IpcPayloadError } from './contractRoutes';
import { type DesktopServices, type IpcCaller, desktopRoutes } from './desktopRoutes';

const RECT = { x: 0, y: 0, width: 1280, height: 720 };

function harness() {
  const calls: unknown[][] = [];
  const services: DesktopServices = {
    version: () => '1.2.3',
    serverUrl: () => 'http://localhost:8080',
    setServerUrl: (url) => void calls.push(['setServerUrl', url]),
    listDisplays: () => [{ id: 1, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 }],
    currentWindow: (caller) => ({ kind: 'main', viewId: null, displayId: caller.webContentsId }),
    castView: (request) => {
      calls.push(['castView', request]);
      return { ...request, homeDisplayId: request.displayId, rect: RECT };
    },
    returnViewToMainWindow: (viewId) => void calls.push(['returnViewToMainWindow', viewId]),
    listCasts: () => [],
    saveEnabled: () => true,
    setSaveEnabled: (enabled) => void calls.push(['setSaveEnabled', enabled]),
    restoreSession: (owner) => {
      calls.push(['restoreSession', owner]);
      return [];
    },
    didLogout: () => void calls.push(['didLogout']),
  };
  const routes = new Map(desktopRoutes(services).map((route) => [route.channel, route]));
  const caller: IpcCaller = { webContentsId: 3 };
  const call = (channel: string, ...args: unknown[]) => routes.get(channel)!.handle(caller, args);
  return { routes, calls, call };
}

describe('desktopRoutes', () => {
  it('handles every invoke channel of the contracts, once', () => {
    const { routes } = harness();
    expect([...routes.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect(routes.size).toBe(INVOKE_CHANNELS.length);
  });

  it('answers the app contract', async () => {
    const { call, calls } = harness();
    await expect(call('app:getVersion')).resolves.toBe('1.2.3');
    await expect(call('app:getServerUrl')).resolves.toBe('http://localhost:8080');
    await expect(call('app:setServerUrl', 'https://Vantage.example.com/')).resolves.toBeUndefined();
    expect(calls).toEqual([['setServerUrl', 'https://vantage.example.com']]);
  });

  it('passes the caller and validated requests to the window and cast services', async () => {
    const { call, calls } = harness();
    await expect(call('cast:castView', { viewId: 'v1', displayId: 2 })).resolves.toEqual({
      viewId: 'v1',
      displayId: 2,
      homeDisplayId: 2,
      rect: RECT,
    });
    await call('cast:returnViewToMainWindow', 'v1');
    await expect(call('cast:list')).resolves.toEqual([]);
    await expect(call('windows:getCurrent')).resolves.toEqual({ kind: 'main', viewId: null, displayId: 3 });
    await expect(call('displays:list')).resolves.toHaveLength(1);
    expect(calls).toEqual([
      ['castView', { viewId: 'v1', displayId: 2 }],
      ['returnViewToMainWindow', 'v1'],
    ]);
  });

  it('answers the session contract', async () => {
    const { call, calls } = harness();
    await expect(call('session:getSaveEnabled')).resolves.toBe(true);
    await call('session:setSaveEnabled', false);
    await expect(call('session:restore', { realmId: 'r1', userId: 'u1' })).resolves.toEqual([]);
    await call('session:didLogout');
    expect(calls).toEqual([
      ['setSaveEnabled', false],
      ['restoreSession', { realmId: 'r1', userId: 'u1' }],
      ['didLogout'],
    ]);
  });

  it.each([
    ['app:getVersion', ['extra'], 'expects 0 arguments, got 1'],
    ['displays:list', [undefined], 'expects 0 arguments, got 1'],
    ['app:setServerUrl', [], 'expects 1 argument, got 0'],
    ['app:setServerUrl', [8080], 'url must be a string, got a number'],
    ['app:setServerUrl', ['file:///etc/passwd'], 'must start with http:// or https://'],
    ['cast:castView', ['v1'], 'request must be an object, got a string'],
    ['cast:castView', [null], 'request must be an object, got null'],
    ['cast:castView', [[]], 'request must be an object, got an array'],
    ['cast:castView', [{ viewId: 7, displayId: 1 }], 'request.viewId must be a string, got a number'],
    ['cast:castView', [{ viewId: '../admin', displayId: 1 }], "request.viewId '../admin' is not a view id"],
    ['cast:castView', [{ viewId: 'v' }], 'request.displayId must be an integer, got nothing'],
    ['cast:castView', [{ viewId: 'v', displayId: '2' }], 'request.displayId must be an integer, got a string'],
    ['cast:castView', [{ viewId: 'v', displayId: 1.5 }], 'request.displayId must be an integer'],
    ['cast:castView', [{ viewId: 'v', displayId: 1, url: 'file:///' }], 'request has unknown field url'],
    ['cast:castView', [{ viewId: 'v', displayId: 1 }, 'extra'], 'expects 1 argument, got 2'],
    ['cast:returnViewToMainWindow', [{ viewId: 'v' }], 'viewId must be a string, got an object'],
    ['cast:list', [1], 'expects 0 arguments, got 1'],
    ['windows:getCurrent', ['main'], 'expects 0 arguments, got 1'],
    ['session:setSaveEnabled', ['true'], 'enabled must be a boolean, got a string'],
    ['session:setSaveEnabled', [], 'expects 1 argument, got 0'],
    ['session:restore', ['u1'], 'owner must be an object, got a string'],
    ['session:restore', [{ userId: 'u1' }], 'owner.realmId must be a string, got nothing'],
    ['session:restore', [{ realmId: 'r', userId: '' }], 'owner.userId must have 1 to 256 characters'],
    ['session:restore', [{ realmId: 'r', userId: 'u'.repeat(257) }], 'owner.userId must have 1 to 256 characters'],
    ['session:restore', [{ realmId: 'r', userId: 'u', token: 'x' }], 'owner has unknown field token'],
    ['session:didLogout', [true], 'expects 0 arguments, got 1'],
  ])('rejects %s with %p', async (channel, args, message) => {
    const { call, calls } = harness();
    const result = call(channel, ...args);
    await expect(result).rejects.toThrow(IpcPayloadError);
    await expect(result).rejects.toThrow(`[ipc] ${channel}: `);
    await expect(result).rejects.toThrow(message);
    expect(calls).toEqual([]);
  });

  it('rejects objects that are not plain', async () => {
    const { call } = harness();
    class Sneaky {
      viewId = 'v';
    }
    await expect(call('cast:castView', new Sneaky())).rejects.toThrow('request must be a plain object');
  });
});
