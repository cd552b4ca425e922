/** Spec 3 §4 (camera source kinds: onvif): the device service address the form writes from host
 *  and port, and reads back into them. */
import { CAMERA_MESSAGES } from './cameraAdminConstants';
import { onvifHostPort, onvifServiceUrl } from './onvifAddress';
import { validateUrl } from './validateCameraInput';

it('writes and reads host and port, IPv6 in brackets, port 80 unless given', () => {
  expect(onvifServiceUrl('cam-7.site', 8080)).toBe('http://cam-7.site:8080/onvif/device_service');
  expect(onvifServiceUrl('fe80::1', '80')).toBe('http://[fe80::1]:80/onvif/device_service');
  expect(onvifHostPort('http://[fe80::1]:80/onvif/device_service')).toEqual({ host: 'fe80::1', port: '80' });
  expect(onvifHostPort('http://10.1.2.3/onvif/device_service')).toEqual({ host: '10.1.2.3', port: '80' });
  expect(onvifHostPort('')).toEqual({ host: '', port: '80' });
});

it('asks for a host and a port in range', () => {
  expect(validateUrl('ONVIF', onvifServiceUrl('', 80))).toBe(CAMERA_MESSAGES.hostRequired);
  expect(validateUrl('ONVIF', onvifServiceUrl('10.1.2.3', 70000))).toBe(CAMERA_MESSAGES.portRange);
  expect(validateUrl('ONVIF', onvifServiceUrl('10.1.2.3', 8000))).toBeUndefined();
});
