/** PTZ of a dome another node of a cluster runs (issue 33): a camera tour's step, taken on the node
 *  running the tours, moves it through that node under a lock of type Tour; and where it points is
 *  asked of that node. */
import type { DeviceRecord, DeviceRepository } from '../../db/repositories/devices';
import type { ParameterRepository } from '../../db/repositories/parameters';
import type { EventBus } from '../../events/eventBus';
import { MemoryPtzLocks } from './PtzLockStore';
import { PtzService, type RemoteDomes } from './PtzService';
import type { PtzCommand } from './PtzCommand';

const DOME = { id: 'dome-1', realmId: 'realm-1', aspects: [{ type: 'PTZ' }] } as unknown as DeviceRecord;

function clusterPtz(runsElsewhere: boolean) {
  const applied: PtzCommand[] = [];
  const remote: RemoteDomes = {
    runs: async () => runsElsewhere,
    apply: async (_cameraId, command) => {
      applied.push(command);
      return { pan: 42 };
    },
    pan: async () => (runsElsewhere ? 17 : undefined),
  };
  const bus = { publish: async () => undefined } as unknown as EventBus;
  const params = { get: async () => undefined } as unknown as ParameterRepository;
  const ptz = new PtzService({} as DeviceRepository, bus, params, () => undefined);
  const locks = new MemoryPtzLocks();
  ptz.useCluster(locks, remote);
  return { ptz, applied, locks };
}

describe('PTZ of a dome another node runs', () => {
  it('moves it for a tour’s step through that node, holding a lock of type Tour', async () => {
    const { ptz, applied, locks } = clusterPtz(true);
    const move = await ptz.tourPreset(DOME, 'gate', { id: 'tour-1', name: 'Night round' }, 10_000);
    expect(move).toEqual({ moved: true });
    expect(applied).toEqual([{ kind: 'preset', action: 'GOTO', preset: 'gate' }]);
    const { result: lock } = await locks.change(DOME.id, (current) => ({ result: current }));
    expect(lock).toMatchObject({ type: 'Tour', userName: 'Night round' });
    ptz.stop();
  });

  it('does not move a dome no node runs', async () => {
    const { ptz, applied } = clusterPtz(false);
    expect(await ptz.tourPreset(DOME, 'gate', { id: 'tour-1', name: 'Night round' }, 10_000)).toEqual({
      moved: false,
    });
    expect(applied).toEqual([]);
  });

  it('tells where the dome points, as the node running it says', async () => {
    expect(await clusterPtz(true).ptz.panOf(DOME.id)).toBe(17);
    expect(await clusterPtz(false).ptz.panOf(DOME.id)).toBeUndefined();
  });
});
