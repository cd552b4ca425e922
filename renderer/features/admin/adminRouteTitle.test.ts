import '../../testing';
import { i18n, initI18n } from '../../i18n';
import { adminRouteTitle } from './adminRouteTitle';
import { adminSectionForPath } from './adminSectionForPath';

const titleOf = (path: string) => adminRouteTitle(adminSectionForPath(path)!, (key) => i18n.t(key));

describe('adminRouteTitle (the tab label of an admin section route)', () => {
  beforeAll(() => initI18n('en-US'));

  it.each([
    ['/view/Cameras', 'Cameras'],
    ['/view/camera/add', 'Cameras · Add'],
    ['/view/camera/import', 'Cameras · Import'],
    ['/view/camera/edit/cam-1', 'Cameras · Edit · cam-1'],
    ['/view/camera/edit/cam-1/recording', 'Cameras · Edit · cam-1'],
    ['/view/camera/vae/cam-1', 'Cameras · Video analytics · cam-1'],
    ['/view/cameraTour/edit/t1/steps/2', 'Camera tours · Edit · t1'],
    ['/view/analytics-dashboard/Traffic', 'Analytics Dashboard · Dashboard · Traffic'],
  ])('%s is titled %s', (path, title) => {
    expect(titleOf(path)).toBe(title);
  });

  it('gives every admin page a title of its own, and the sub-tabs of one item its title', () => {
    const pages = [
      '/view/Cameras',
      '/view/camera/add',
      '/view/camera/import',
      '/view/camera/discovery',
      '/view/AvatarDiscovery',
      '/view/camera/edit/cam-1',
      '/view/camera/edit/cam-2',
      '/view/camera/vae/cam-1',
      '/view/link/edit/cam-1',
      '/view/cameraTour/edit/cam-1',
    ];
    expect(new Set(pages.map(titleOf)).size).toBe(pages.length);
    expect(titleOf('/view/camera/edit/cam-1/log')).toBe(titleOf('/view/camera/edit/cam-1'));
    expect(titleOf('/view/cameraTour/edit/cam-1/steps/1')).toBe(titleOf('/view/cameraTour/edit/cam-1'));
  });

  it('names the item by the name its page gave it', () => {
    const route = adminSectionForPath('/view/camera/edit/camera-6e23dec4/log')!;
    expect(adminRouteTitle(route, (key) => i18n.t(key), 'Lobby')).toBe('Cameras · Edit · Lobby');
  });
});
