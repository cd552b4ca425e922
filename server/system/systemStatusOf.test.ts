import { systemStatusOf, type SystemFacts } from './systemStatusOf';

const device = (deviceType: string, healthStatus = 'NORMAL') => ({ deviceType, healthStatus });
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
    ['starting', { lifecycle: 'STARTING', archiveShort: true }, 'STARTING'],
    ['stopping', { lifecycle: 'STOPPING', devices: [device('camera', 'BROKEN')] }, 'STOPPING'],
  ])('%s: %s', (_name, extra, status) => {
    expect(systemStatusOf(facts(extra))).toBe(status);
  });
});
