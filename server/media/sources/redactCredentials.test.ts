import { redactCredentials } from './redactCredentials';

describe('redactCredentials', () => {
  it('takes user and password out of the URLs ffmpeg names in its errors', () => {
    expect(
      redactCredentials(
        'rtsp://admin:wrong@127.0.0.1:44471/camera: Server returned 401 Unauthorized (authorization failed)',
      ),
    ).toBe('rtsp://***@127.0.0.1:44471/camera: Server returned 401 Unauthorized (authorization failed)');
    expect(redactCredentials('http://u%40x:p%3Aw@cam.local/mjpeg and rtsp://other:secret@10.0.0.2/')).toBe(
      'http://***@cam.local/mjpeg and rtsp://***@10.0.0.2/',
    );
  });

  it('leaves URLs without a login and other text as they are', () => {
    const text = 'rtsp://127.0.0.1:554/stream: Connection refused; mail admin@example.com';
    expect(redactCredentials(text)).toBe(text);
  });
});
