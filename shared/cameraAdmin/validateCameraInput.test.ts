/** The camera field rules of validateCameraInput. */
import { CAMERA_MESSAGES } from './cameraAdminConstants';
import {
  credentialsInUrl,
  urlWithoutCredentials,
  validateCameraSettings,
  validatePort,
  validateUrl,
} from './validateCameraInput';

describe('camera URL', () => {
  it.each([
    ['RTSP', 'rtsp://10.0.0.5:554/stream1', undefined],
    ['RTSP_TCP', 'rtsp://cam.local/live', undefined],
    ['HTTP', 'http://10.0.0.5/mjpeg.cgi', undefined],
    ['HTTP', 'https://cam.example/hls/index.m3u8', undefined],
    ['RTSP', '', CAMERA_MESSAGES.urlRequired],
    ['RTSP', 'not a url', CAMERA_MESSAGES.urlInvalid],
    ['RTSP', 'http://10.0.0.5/stream', CAMERA_MESSAGES.urlScheme],
    ['HTTP', 'rtsp://10.0.0.5/stream', CAMERA_MESSAGES.urlScheme],
    ['RTSP', 'rtsp://10.0.0.5:0/stream', CAMERA_MESSAGES.portRange],
    ['RTSP', 'rtsp://10.0.0.5:70000/stream', CAMERA_MESSAGES.portRange],
    ['RTSP', 'rtsp://admin:p@ss@[fe80::1]:8554/s', undefined],
    ['RTSP', 'rtsp:///nohost', CAMERA_MESSAGES.urlInvalid],
  ] as const)('%s %s → %s', (connection, url, expected) => {
    expect(validateUrl(connection, url)).toBe(expected);
  });

  it('keeps no credentials when shown', () => {
    expect(urlWithoutCredentials('rtsp://admin:secret@10.0.0.5:554/s1')).toBe('rtsp://10.0.0.5:554/s1');
    expect(credentialsInUrl('rtsp://admin:s%40cret@10.0.0.5/s1')).toEqual({ user: 'admin', password: 's@cret' });
    expect(credentialsInUrl('rtsp://10.0.0.5/s1')).toBeUndefined();
  });
});

describe('camera settings', () => {
  it('accepts what an administrator sets', () => {
    expect(
      validateCameraSettings({ name: 'Gate', preRollSeconds: 5, postRollSeconds: 10, lat: 52.2, lng: 21 }),
    ).toEqual([]);
  });

  it('names each broken field', () => {
    expect(
      validateCameraSettings({ name: ' ', preRollSeconds: -1, deliveryPriority: 11, lat: 10, lng: null }).map(
        (e) => e.field,
      ),
    ).toEqual(['name', 'preRollSeconds', 'deliveryPriority', 'position']);
    expect(validateCameraSettings({ lat: 91, lng: 0 })).toEqual([
      { field: 'position', message: CAMERA_MESSAGES.positionRange },
    ]);
  });

  it('checks ports', () => {
    expect(validatePort(554)).toBeUndefined();
    expect(validatePort('65536')).toBe(CAMERA_MESSAGES.portRange);
    expect(validatePort('')).toBeUndefined();
  });
});
