import '../../testing';
import { adminSectionForPath } from './adminSectionForPath';
import { ADMIN_VIEW_GROUPS, visibleAdminViews } from './adminViewGroups';

describe('admin section routes (spec 1 §2.2)', () => {
  it.each([
    ['/view/link/edit/l1', 'Avatars', 'edit', { linkId: 'l1' }],
    ['/view/link/edit/l1/network', 'Avatars', 'edit', { linkId: 'l1', tabId: 'network' }],
    ['/view/camera/edit/c1', 'Cameras', 'edit', { cameraId: 'c1' }],
    ['/view/camera/edit/c1/recording', 'Cameras', 'edit', { cameraId: 'c1', tabId: 'recording' }],
    ['/view/camera/vae/c1', 'Cameras', 'vae', { cameraId: 'c1' }],
    ['/view/camera/add', 'Cameras', 'add', {}],
    ['/view/camera/import', 'Cameras', 'import', {}],
    ['/view/camera/discovery', 'AvatarDiscovery', 'discovery', {}],
    ['/view/user/add', 'Users', 'add', {}],
    ['/view/user/edit/u1', 'Users', 'edit', { userId: 'u1' }],
    ['/view/policy/edit/p1', 'Policies', 'edit', { policyId: 'p1' }],
    ['/view/group/add', 'Groups', 'add', {}],
    ['/view/zone/edit/z1', 'Zones', 'edit', { zoneId: 'z1' }],
    ['/view/set/add', 'Sets', 'add', {}],
    ['/view/sensor/edit/s1', 'Sensors', 'edit', { sensorId: 's1' }],
    ['/view/gateway/add', 'Gateways', 'add', {}],
    ['/view/schedule/edit/s1', 'Schedules', 'edit', { scheduleId: 's1' }],
    ['/view/cameraTour/add', 'CameraTours', 'add', {}],
    ['/view/cameraTour/edit/t1/steps/2', 'CameraTours', 'edit', { cameraTourId: 't1', tabId: 'steps', stepIndex: '2' }],
    ['/view/analytics-dashboard/Traffic', 'AnalyticsDashboard', 'dashboard', { analyticsTitle: 'Traffic' }],
    ['/view/AvatarActivation', 'AvatarActivation', 'open', { viewId: 'AvatarActivation' }],
  ])('%s opens %s (%s)', (path, viewId, action, params) => {
    expect(adminSectionForPath(path)).toEqual({ view: expect.objectContaining({ id: viewId }), action, params });
  });

  it.each(['/view/start', '/view/my-view-1', '/view/camera/unknown', '/view/Cameras/extra'])(
    '%s is not an admin section',
    (path) => {
      expect(adminSectionForPath(path)).toBeUndefined();
    },
  );
});

describe('admin view groups (spec 1 §2.5)', () => {
  const group = (id: string) => ADMIN_VIEW_GROUPS.find((candidate) => candidate.id === id)!;

  it('hides Edit Map and keeps the spec order of Settings, the installation settings after it (issue 34)', () => {
    expect(visibleAdminViews(group('settings')).map((view) => view.id)).toEqual([
      'NotificationPolicies',
      'RealmSettings',
      'ManageAvatars',
      'WatchlistLicensePlate',
      'WatchlistFacial',
      'InstallationSettings',
    ]);
  });

  it('hides the watchlists with limited video analytics and the user audit with limited audit access', () => {
    const settings = visibleAdminViews(group('settings'), { limitedVideoAnalyticsAccess: true }).map((v) => v.id);
    expect(settings).not.toContain('WatchlistFacial');
    expect(settings).not.toContain('WatchlistLicensePlate');
    const access = visibleAdminViews(group('access'), { limitedAuditAccess: true }).map((v) => v.id);
    expect(access).toEqual(['Zones', 'Sets', 'Policies', 'Users', 'Groups']);
  });
});
