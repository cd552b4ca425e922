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

  it('takes out a login whose password holds an @ or a colon', () => {
    expect(redactCredentials('rtsp://admin:p@ss:w@10.0.0.2:554/live: Connection refused')).toBe(
      'rtsp://***@10.0.0.2:554/live: Connection refused',
    );
  });

  it('keeps JSON whole: a login ends at a quote', () => {
    expect(redactCredentials('{"url":"rtsp://a:b@cam","mail":"x@y.z"}')).toBe(
      '{"url":"rtsp://***@cam","mail":"x@y.z"}',
    );
    expect(redactCredentials('{"url":"rtsp://cam","mail":"x@y.z"}')).toBe('{"url":"rtsp://cam","mail":"x@y.z"}');
  });

  it('leaves URLs without a login and other text as they are', () => {
    const text = 'rtsp://127.0.0.1:554/stream: Connection refused; mail admin@example.com';
    expect(redactCredentials(text)).toBe(text);
  });
});
