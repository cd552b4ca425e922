import { systemStatusOf, type SystemFacts } from './systemStatusOf';

const device = (deviceType: string, healthStatus = 'NORMAL', gravity?: number) => ({
  deviceType,
  healthStatus,
  ...(gravity !== undefined && { gravity }),
});
const facts = (extra: Partial<SystemFacts>): SystemFacts => ({
  lifecycle: 'RUNNING',
  devices: [device('avatar'), device('camera'), device('camera'), device('sensor')],
  archiveShort: false,
  ...extra,
});

describe('systemStatusOf (spec 3 §4 system statuses)', () => {
  it.each<[string, Partial<SystemFacts>, string]>([
    ['all well', {}, 'ONLINE'],
    ['a sensor broken', { devices: [device('camera'), device('sensor', 'BROKEN')] }, 'ALERT'],
    ['one camera of two broken', { devices: [device('camera', 'BROKEN'), device('camera')] }, 'ALERT'],
    ['the archive volume short', { archiveShort: true }, 'CRITICAL'],
    ['every camera broken', { devices: [device('camera', 'BROKEN'), device('camera', 'BROKEN')] }, 'BROKEN'],
    [
      'every avatar broken or off',
      { devices: [device('avatar', 'BROKEN'), device('avatar', 'OFF'), device('camera', 'BROKEN')] },
      'OFFLINE',
    ],
    [
      'one avatar of two broken',
      { devices: [device('avatar', 'BROKEN'), device('avatar'), device('camera')] },
      'ALERT',
    ],
    ['no devices at all', { devices: [] }, 'ONLINE'],
    ['a camera degraded', { devices: [device('camera', 'DEGRADED'), device('camera')] }, 'ALERT'],
    // Gravity (spec 3 §3.1 health settings) decides how a failure counts.
    ['a broken camera of critical gravity', { devices: [device('camera', 'BROKEN', 2), device('camera')] }, 'CRITICAL'],
    ['a broken camera of alert gravity', { devices: [device('camera', 'BROKEN', 1), device('camera')] }, 'ALERT'],
    ['a broken camera of ignored gravity', { devices: [device('camera', 'BROKEN', 0), device('camera')] }, 'ONLINE'],
    [
      'every camera broken, one of them ignored',
      { devices: [device('camera', 'BROKEN', 0), device('camera', 'BROKEN')] },
      'BROKEN',
    ],
    ['the only camera broken but ignored', { devices: [device('camera', 'BROKEN', 0)] }, 'ONLINE'],
    ['a critical camera degraded, not broken', { devices: [device('camera', 'DEGRADED', 2)] }, 'ALERT'],
    ['starting', { lifecycle: 'STARTING', archiveShort: true }, 'STARTING'],
    ['stopping', { lifecycle: 'STOPPING', devices: [device('camera', 'BROKEN')] }, 'STOPPING'],
  ])('%s: %s', (_name, extra, status) => {
    expect(systemStatusOf(facts(extra))).toBe(status);
  });
});
