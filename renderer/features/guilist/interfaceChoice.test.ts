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

  it('reads the first view of a saved configuration', () => {
    expect(firstConfiguredViewId({ version: 'v2', views: [{ id: 'a' }, { id: 'b' }] })).toBe('a');
    expect(firstConfiguredViewId({ views: [{ name: 'no id' }, { id: 'b' }] })).toBe('b');
    expect(firstConfiguredViewId({ views: [] })).toBeUndefined();
    expect(firstConfiguredViewId(null)).toBeUndefined();
    expect(firstConfiguredViewId('garbage')).toBeUndefined();
  });
});
