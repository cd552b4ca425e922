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
    ['/view/camera/edit/cam-1/recording', 'Cameras · Edit · cam-1 / recording'],
    ['/view/camera/vae/cam-1', 'Cameras · Video analytics · cam-1'],
    ['/view/cameraTour/edit/t1/steps/2', 'Camera tours · Edit · t1 / steps / 2'],
    ['/view/analytics-dashboard/Traffic', 'Analytics Dashboard · Dashboard · Traffic'],
  ])('%s is titled %s', (path, title) => {
    expect(titleOf(path)).toBe(title);
  });

  it('gives every admin sub-path of one item a title of its own', () => {
    const paths = [
      '/view/Cameras',
      '/view/camera/add',
      '/view/camera/import',
      '/view/camera/discovery',
      '/view/AvatarDiscovery',
      '/view/camera/edit/cam-1',
      '/view/camera/edit/cam-1/recording',
      '/view/camera/edit/cam-1/network',
      '/view/camera/vae/cam-1',
      '/view/link/edit/cam-1',
      '/view/link/edit/cam-1/recording',
      '/view/cameraTour/edit/cam-1',
      '/view/cameraTour/edit/cam-1/recording',
      '/view/cameraTour/edit/cam-1/recording/1',
    ];
    expect(new Set(paths.map(titleOf)).size).toBe(paths.length);
  });
});
