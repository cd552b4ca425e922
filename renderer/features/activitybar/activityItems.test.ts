import '../../testing';
import { activityItems, nextSidebar } from './activityItems';

const ids = (context: Parameters<typeof activityItems>[0]) => activityItems(context).map((item) => item.id);

describe('activity bar items (spec 1 §2.6)', () => {
  it('orders them for an admin: logo, View, the admin groups, separator, Settings, About, Logout', () => {
    expect(ids({ isAdmin: true, logoVisible: true })).toEqual([
      'logo',
      'view',
      'admin:devices',
      'admin:access',
      'admin:settings',
      'admin:reports',
      'separator',
      'settings',
      'about',
      'logout',
    ]);
  });

  it('gives an operator neither admin groups nor About', () => {
    expect(ids({ isAdmin: false, logoVisible: true })).toEqual(['logo', 'view', 'separator', 'settings', 'logout']);
  });

  it('shows the logo only when the branding says so', () => {
    expect(ids({ isAdmin: false, logoVisible: false })).toEqual(['view', 'separator', 'settings', 'logout']);
  });

  it('leaves out hidden groups (About, Avatar Discovery) and groups the visual configuration switches off', () => {
    const admin = ids({ isAdmin: true, logoVisible: false, visibility: { activities: { reports: false } } });
    expect(admin).not.toContain('admin:reports');
    expect(admin).not.toContain('admin:about');
    expect(admin).not.toContain('admin:avatarDiscovery');
  });

  it('marks Reports beta and Logout hold-sidebar', () => {
    const items = activityItems({ isAdmin: true, logoVisible: true });
    expect(items.find((item) => item.id === 'admin:reports')).toMatchObject({ isBeta: true });
    expect(items.find((item) => item.id === 'logout')).toMatchObject({ holdSidebar: true, action: 'logout' });
  });
});

describe('sidebar toggling', () => {
  it('toggles the sidebar when the active item is clicked', () => {
    expect(nextSidebar({ activeItemId: 'view', open: true }, { id: 'view' })).toEqual({
      activeItemId: 'view',
      open: false,
    });
    expect(nextSidebar({ activeItemId: 'view', open: false }, { id: 'view' })).toEqual({
      activeItemId: 'view',
      open: true,
    });
  });

  it('opens the sidebar on another item', () => {
    expect(nextSidebar({ activeItemId: 'view', open: false }, { id: 'settings' })).toEqual({
      activeItemId: 'settings',
      open: true,
    });
  });

  it('leaves the sidebar alone for hold-sidebar items', () => {
    const current = { activeItemId: 'view', open: false };
    expect(nextSidebar(current, { id: 'logout', holdSidebar: true })).toBe(current);
  });
});
