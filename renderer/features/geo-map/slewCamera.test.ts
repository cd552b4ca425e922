import type { MapDevice } from './DeviceLayer';
import { slewCameraFor, slewPanTilt } from './slewCamera';

const device = (id: string, lat: number, lng: number, extra: Partial<MapDevice> = {}): MapDevice => ({
  id,
  name: id,
  deviceType: 'camera',
  position: { lat, lng },
  ...extra,
});

describe('slew (spec 3 §2.10 slew button, spec 2 §7 pan/tilt pair)', () => {
  const sensor = device('sensor', 52.23, 21.01, { deviceType: 'sensor' });
  const nearDome = device('near', 52.2302, 21.01, { isPtz: true, cameraView: { northOffsetAngle: 0 } });
  const farDome = device('far', 52.24, 21.01, { isPtz: true });
  const fixed = device('fixed', 52.23001, 21.01);

  it('turns the nearest PTZ camera, never the device itself nor a fixed camera', () => {
    expect(slewCameraFor(sensor, [farDome, fixed, nearDome, sensor])?.id).toBe('near');
    expect(slewCameraFor(nearDome, [nearDome, farDome])?.id).toBe('far');
    expect(slewCameraFor(nearDome, [nearDome, fixed])).toBeNull();
    expect(slewCameraFor(device('nowhere', 0, 0, { position: null }), [nearDome])).toBeNull();
  });

  it('points the dome at the device: a sensor due south of it is at pan 180, below the horizon', () => {
    const pair = slewPanTilt(nearDome, sensor);
    expect(pair?.[0]).toBeCloseTo(180, 0);
    expect(pair?.[1]).toBeLessThan(0);
    expect(slewPanTilt(nearDome, device('nowhere', 0, 0, { position: null }))).toBeNull();
  });
});
