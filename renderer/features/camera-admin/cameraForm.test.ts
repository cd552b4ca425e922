/** The camera form's rules and the input it sends. */
import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { HEALTH_SETTINGS_ERROR } from '../../../shared/metrics/healthSettings';
import type { CameraDevice } from './cameraAdminDocuments';
import {
  cameraFormProblems,
  cameraFormRules,
  cameraInput,
  EMPTY_CAMERA_FORM,
  formFromDevice,
  withPastedUrl,
} from './cameraForm';

const valid = { ...EMPTY_CAMERA_FORM, name: 'Gate', url: 'rtsp://10.0.0.5/stream1' };

describe('camera form', () => {
  it('has no problems when filled in as an administrator would', () => {
    expect(cameraFormProblems(valid)).toEqual({});
  });

  it('names each problem with the platform’s words', () => {
    expect(
      cameraFormProblems({
        ...valid,
        name: ' ',
        url: 'rtsp://10.0.0.5:99999/x',
        preRollSeconds: '-3',
        deliveryPriority: 'high',
        lat: '52',
      }),
    ).toEqual({
      name: CAMERA_MESSAGES.nameRequired,
      url: CAMERA_MESSAGES.portRange,
      preRollSeconds: CAMERA_MESSAGES.rollRange,
      deliveryPriority: CAMERA_MESSAGES.priorityRange,
      position: CAMERA_MESSAGES.positionPair,
    });
    expect(cameraFormProblems({ ...valid, connection: 'HTTP' }).url).toBe(CAMERA_MESSAGES.urlScheme);
    expect(cameraFormProblems({ ...valid, url: '' }, { withUrl: false, withName: true })).toEqual({});
  });

  it('puts the one position problem on both inputs, its words under the latitude', () => {
    expect(cameraFormRules()({ ...valid, lng: '21' })).toMatchObject({
      lat: CAMERA_MESSAGES.positionPair,
      lng: true,
    });
    expect(cameraFormRules()({ ...valid, lat: '52.2', lng: '21' })).toMatchObject({ lat: undefined, lng: false });
  });

  it('takes a login out of a pasted URL', () => {
    expect(withPastedUrl(valid, 'rtsp://admin:s3cret@10.0.0.5:554/s1')).toMatchObject({
      url: 'rtsp://10.0.0.5:554/s1',
      user: 'admin',
      password: 's3cret',
    });
  });

  it('keeps the stored password when an edited camera’s password is left empty', () => {
    expect(cameraInput({ ...valid, user: 'admin' }, true)).not.toHaveProperty('password');
    expect(cameraInput({ ...valid, user: 'admin', password: 'x' }, true)).toMatchObject({ password: 'x' });
    expect(cameraInput(valid, false)).toMatchObject({ password: '', authType: 'NO_AUTH', position: null });
  });

  it('refuses health settings out of their ranges in the platform’s words, each under its own field', () => {
    expect(cameraFormProblems({ ...valid, readinessTimeout: '4', livenessTimeout: '301', gravity: '3' })).toEqual({
      gravity: HEALTH_SETTINGS_ERROR.gravity,
      readinessTimeout: HEALTH_SETTINGS_ERROR.readinessTimeout,
      livenessTimeout: HEALTH_SETTINGS_ERROR.livenessTimeout,
    });
    for (const wrong of ['', '1.5', 'ten', '1'])
      expect(cameraFormProblems({ ...valid, livenessTimeout: wrong }).livenessTimeout).toBe(
        HEALTH_SETTINGS_ERROR.livenessTimeout,
      );
    expect(cameraFormProblems({ ...valid, readinessTimeout: '600', livenessTimeout: '2', gravity: '0' })).toEqual({});
  });

  it('sends the health settings as numbers and reads a camera’s own, defaults where it has none', () => {
    expect(
      cameraInput({ ...valid, gravity: '2', readinessTimeout: '30', livenessTimeout: ' 10 ' }, true),
    ).toMatchObject({
      health: { gravity: 2, readinessTimeout: 30, livenessTimeout: 10 },
    });
    const camera = { id: 'c', name: 'Gate', aspects: [] } as unknown as CameraDevice;
    expect(formFromDevice(camera)).toMatchObject({ gravity: '1', readinessTimeout: '15', livenessTimeout: '4' });
    const tuned = {
      ...camera,
      aspects: [{ id: 'a', type: 'MEDIA', health: { gravity: 0, readinessTimeout: 60, livenessTimeout: 10 } }],
    } as unknown as CameraDevice;
    expect(formFromDevice(tuned)).toMatchObject({ gravity: '0', readinessTimeout: '60', livenessTimeout: '10' });
  });
});
