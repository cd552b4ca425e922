import { INVOKE_CHANNELS } from '../../../shared/ipc';
import { IpcPayloadError } from './contractRoutes';
import { type DesktopServices, type IpcCaller, desktopRoutes } from './desktopRoutes';

function harness() {
  const calls: unknown[][] = [];
  const services: DesktopServices = {
    version: () => '1.2.3',
    serverUrl: () => 'http://localhost:8080',
    setServerUrl: (url) => void calls.push(['setServerUrl', url]),
    listDisplays: () => [{ id: 1, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 }],
    openView: (caller, request) => {
      calls.push(['openView', caller, request]);
      return { viewId: request.viewId, displayId: request.displayId ?? 1 };
    },
    returnViewToMainWindow: (viewId) => void calls.push(['returnViewToMainWindow', viewId]),
    currentWindow: (caller) => ({ kind: 'main', viewId: null, displayId: caller.webContentsId }),
    listViewWindows: () => [],
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

  it('passes the caller and validated requests to the window services', async () => {
    const { call, calls } = harness();
    await expect(call('windows:openView', { viewId: 'v1', displayId: 2 })).resolves.toEqual({
      viewId: 'v1',
      displayId: 2,
    });
    await expect(call('windows:openView', { viewId: 'v2' })).resolves.toEqual({ viewId: 'v2', displayId: 1 });
    await call('windows:returnViewToMainWindow', 'v1');
    await expect(call('windows:getCurrent')).resolves.toEqual({ kind: 'main', viewId: null, displayId: 3 });
    await expect(call('displays:list')).resolves.toHaveLength(1);
    expect(calls).toEqual([
      ['openView', { webContentsId: 3 }, { viewId: 'v1', displayId: 2 }],
      ['openView', { webContentsId: 3 }, { viewId: 'v2' }],
      ['returnViewToMainWindow', 'v1'],
    ]);
  });

  it.each([
    ['app:getVersion', ['extra'], 'expects 0 arguments, got 1'],
    ['displays:list', [undefined], 'expects 0 arguments, got 1'],
    ['app:setServerUrl', [], 'expects 1 argument, got 0'],
    ['app:setServerUrl', [8080], 'url must be a string, got a number'],
    ['app:setServerUrl', ['file:///etc/passwd'], 'must start with http:// or https://'],
    ['windows:openView', ['v1'], 'request must be an object, got a string'],
    ['windows:openView', [null], 'request must be an object, got null'],
    ['windows:openView', [[]], 'request must be an object, got an array'],
    ['windows:openView', [{ viewId: 7 }], 'request.viewId must be a string, got a number'],
    ['windows:openView', [{ viewId: '../admin' }], "request.viewId '../admin' is not a view id"],
    ['windows:openView', [{ viewId: 'v', displayId: '2' }], 'request.displayId must be an integer, got a string'],
    ['windows:openView', [{ viewId: 'v', displayId: 1.5 }], 'request.displayId must be an integer'],
    ['windows:openView', [{ viewId: 'v', url: 'file:///' }], 'request has unknown field url'],
    ['windows:returnViewToMainWindow', [{ viewId: 'v' }], 'viewId must be a string, got an object'],
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
    await expect(call('windows:openView', new Sneaky())).rejects.toThrow('request must be a plain object');
  });
});
