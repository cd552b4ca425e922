import '../../testing';
import { storedView, v2 } from '../views/testViews';
import { firstConfiguredViewId, routeForSolid } from './interfaceChoice';

describe('interface choice (SOLID)', () => {
  it.each([
    [{ isAdmin: true, hasAvatar: false, hasMedia: false, firstViewId: 'v1' }, '/view/AvatarActivation'],
    [{ isAdmin: true, hasAvatar: false, hasMedia: true, firstViewId: undefined }, '/view/AvatarActivation'],
    [{ isAdmin: true, hasAvatar: true, hasMedia: false, firstViewId: 'v1' }, '/view/camera/add'],
    [{ isAdmin: true, hasAvatar: true, hasMedia: true, firstViewId: 'v1' }, '/view/v1'],
    [{ isAdmin: true, hasAvatar: true, hasMedia: true, firstViewId: undefined }, '/view/start'],
    // Issue 36: the first-run screens are an administrator's; anyone else lands in their workspace.
    [{ isAdmin: false, hasAvatar: false, hasMedia: false, firstViewId: 'v1' }, '/view/v1'],
    [{ isAdmin: false, hasAvatar: false, hasMedia: false, firstViewId: undefined }, '/view/start'],
    [{ isAdmin: false, hasAvatar: true, hasMedia: false, firstViewId: undefined }, '/view/start'],
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
