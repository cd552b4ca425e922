import { MemoryBus } from '../events/memoryBus';
import { DeviceChanges, type DeviceLogLine } from './DeviceChanges';

describe('DeviceChanges', () => {
  it("keeps a device's log line without the login of any address in it (issue 36)", async () => {
    const lines: DeviceLogLine[] = [];
    const changes = new DeviceChanges(new MemoryBus(), { appendLog: async (rows) => void lines.push(...rows) });
    await changes.record(
      { realmId: 'r', deviceId: 'gw', action: 'UPDATE' },
      'admin',
      'Gateway moved to https://onguard:Sesame-4711@10.0.0.9:8080/api',
    );
    expect(lines.map((line) => [line.kind, line.user_name, line.message])).toEqual([
      ['UPDATE', 'admin', 'Gateway moved to https://***@10.0.0.9:8080/api'],
    ]);
  });
});
