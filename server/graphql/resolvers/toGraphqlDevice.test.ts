/** Every aspect a device answers carries its health (spec 3 §3.1: gravity, readiness and liveness
 *  timeouts, healthStatus; issue 29): a camera's its stored settings, other devices their gravity. */
import { demoCameraRecord } from '../../testing/demoCameraRecord';
import { toGraphqlDevice } from './deviceResolvers';

describe('toGraphqlDevice aspects', () => {
  it("gives a camera's aspects its health settings and health", () => {
    const camera = {
      ...demoCameraRecord('cam-1', 'Gate'),
      healthStatus: 'BROKEN',
      aspects: [{ id: 'cam-1-ptz', type: 'PTZ', name: 'PTZ', enabled: true }],
      config: { source: 'demo', health: { gravity: 2, livenessTimeout: 9 } },
    };
    expect(toGraphqlDevice(camera).aspects[0]?.health).toEqual({
      gravity: 2,
      readinessTimeout: 15,
      livenessTimeout: 9,
      healthStatus: 'BROKEN',
    });
  });

  it("gives an avatar's aspect its gravity and health, without a camera's timeouts", () => {
    const avatar = {
      ...demoCameraRecord('avatar-1', 'Branch'),
      deviceType: 'avatar',
      aspects: [{ id: 'avatar-1-avatar', type: 'Avatar', name: 'Avatar', enabled: true }],
    };
    expect(toGraphqlDevice(avatar).aspects[0]?.health).toEqual({
      gravity: 1,
      readinessTimeout: null,
      livenessTimeout: null,
      healthStatus: 'NORMAL',
    });
  });
});
