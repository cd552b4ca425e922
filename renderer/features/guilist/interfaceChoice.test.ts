import '../../testing';
import { storedView, v2 } from '../views/testViews';
import { firstConfiguredViewId, routeForSolid } from './interfaceChoice';

describe('interface choice (SOLID)', () => {
  it.each([
    [{ hasAvatar: false, hasMedia: false, firstViewId: 'v1' }, '/view/AvatarActivation'],
    [{ hasAvatar: false, hasMedia: true, firstViewId: undefined }, '/view/AvatarActivation'],
    [{ hasAvatar: true, hasMedia: false, firstViewId: 'v1' }, '/view/camera/add'],
    [{ hasAvatar: true, hasMedia: true, firstViewId: 'v1' }, '/view/v1'],
    [{ hasAvatar: true, hasMedia: true, firstViewId: undefined }, '/view/start'],
  ])('%j → %s', (facts, path) => {
    expect(routeForSolid(facts)).toBe(path);
  });

  it('reads the first view of a saved configuration that the workspace can open', () => {
    expect(firstConfiguredViewId(v2([storedView('a', 'A'), storedView('b', 'B')]))).toBe('a');
    expect(firstConfiguredViewId(v2([{ name: 'no id' }, storedView('b', 'B')]))).toBe('b');
    expect(firstConfiguredViewId(v2([]))).toBeUndefined();
    // A configuration of an unknown version is not read (the workspace uses its defaults).
    expect(firstConfiguredViewId({ views: [storedView('a', 'A')] })).toBeUndefined();
    expect(firstConfiguredViewId(null)).toBeUndefined();
    expect(firstConfiguredViewId('garbage')).toBeUndefined();
  });
});
