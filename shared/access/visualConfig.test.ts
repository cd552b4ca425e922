/** Spec 1 §3, §6: how a user's visual configuration and their groups' combine. */
import { combineVisualConfigs, isAllowed, normaliseVisualConfig } from './visualConfig';

const config = (value: unknown) => normaliseVisualConfig(value);

describe('combineVisualConfigs: the most restrictive of the user and their groups wins', () => {
  it('switches off what the user or any group switches off, and nothing switches it back on', () => {
    const combined = combineVisualConfigs(config({ widgets: { VMX: false, Events: true } }), [
      config({ widgets: { Events: false }, views: { Users: false } }),
      config({ widgets: { VMX: true }, activities: { access: false } }),
    ]);
    expect(isAllowed(combined.widgets, 'VMX')).toBe(false);
    expect(isAllowed(combined.widgets, 'Events')).toBe(false);
    expect(isAllowed(combined.widgets, 'CameraGrid')).toBe(true);
    expect(isAllowed(combined.views, 'Users')).toBe(false);
    expect(isAllowed(combined.activities, 'access')).toBe(false);
    expect(isAllowed(combined.activities, 'settings')).toBe(true);
  });

  it('applies each limit the user or any group sets', () => {
    const combined = combineVisualConfigs(config({ limitedSpeedList: true }), [
      config({ limitedAuditAccess: true }),
      config({}),
    ]);
    expect(combined).toMatchObject({
      limitedSpeedList: true,
      limitedAuditAccess: true,
      limitedVideoAnalyticsAccess: false,
      disableLocalTransport: false,
    });
  });

  it('leaves the user’s own configuration as it is when their groups restrict nothing', () => {
    const own = config({ views: { Zones: false }, disableLocalTransport: true });
    expect(combineVisualConfigs(own, [config({}), config({})])).toEqual(own);
  });
});
