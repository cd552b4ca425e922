import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { sourceFailureReason } from './sourceFailureReason';

/** ffmpeg's own last lines, as this machine's ffmpeg printed them. */
const NO_ROUTE = 'rtsp://admin:secret@10.255.255.1:554/x: Invalid data found when processing input';
const REFUSED =
  '[tcp @ 0x55e9317f3540] Connection to tcp://127.0.0.1:1?timeout=0 failed: Connection refused\n' +
  'rtsp://admin:secret@127.0.0.1:1/x: Connection refused';
const NOT_FOUND =
  '[rtsp @ 0x5581] method DESCRIBE failed: 404 Not Found\n' +
  'rtsp://admin:secret@127.0.0.1:8554/nosuchpath: Server returned 404 Not Found';
const WRONG_LOGIN = 'rtsp://admin:wrong@127.0.0.1:8554/camera: Server returned 401 Unauthorized (authorization failed)';

describe('sourceFailureReason', () => {
  it('names a camera that did not answer by its address, not by ffmpeg words', () => {
    expect(sourceFailureReason(NO_ROUTE, 'code 1')).toBe('The camera at 10.255.255.1:554 did not answer');
    expect(sourceFailureReason(REFUSED, 'code 1')).toBe('The camera at 127.0.0.1:1 did not answer');
  });

  it('says a missing stream and a refused login in their own words', () => {
    expect(sourceFailureReason(NOT_FOUND, 'code 1')).toBe('The camera at 127.0.0.1:8554 has no stream at this address');
    expect(sourceFailureReason(WRONG_LOGIN, 'code 1')).toBe(CAMERA_MESSAGES.wrongCredentials);
  });

  it("keeps any other last line, without the URL's login", () => {
    expect(sourceFailureReason('x\nrtsp://admin:secret@cam/1: Unsupported codec\n', 'code 1')).toBe(
      'ffmpeg exited (code 1): rtsp://***@cam/1: Unsupported codec',
    );
    expect(sourceFailureReason('', 'SIGKILL')).toBe('ffmpeg exited (SIGKILL)');
    expect(sourceFailureReason('no video for 10 s', 'SIGKILL')).toBe('ffmpeg exited (SIGKILL): no video for 10 s');
  });
});
