import { scrubErrorEvent, scrubText } from './scrubErrorEvent';

describe('scrubErrorEvent (issue 34: reports carry no user, cookies, secrets or camera logins)', () => {
  it('drops the user, the host and the request but its page path', () => {
    const event = scrubErrorEvent({
      user: { id: 'u1', ip_address: '10.0.0.5' },
      server_name: 'desk-7',
      request: {
        url: 'https://vms.example/view/start?ticket=abc#x',
        headers: { Cookie: 'vantage_session=s', 'User-Agent': 'Chrome' },
        cookies: { vantage_session: 's' },
        query_string: 'ticket=abc',
      },
    });
    expect(event).toEqual({ request: { url: 'https://vms.example/view/start' } });
  });

  it('cuts URL logins and query strings from messages, exceptions and breadcrumbs', () => {
    const event = scrubErrorEvent({
      message: 'Probe of rtsp://admin:secret@10.0.0.9/stream?token=t2 failed',
      exception: { values: [{ value: 'fetch https://vms.example/api/media/snapshot?ticket=t1 failed' }] },
      breadcrumbs: [
        { message: 'to /view/1', data: { url: 'https://vms.example/api/x?token=1', note: 'rtsp://u:p@cam/1' } },
      ],
    });
    expect(event.message).toBe('Probe of rtsp://10.0.0.9/stream failed');
    expect(event.exception?.values?.[0]?.value).toBe('fetch https://vms.example/api/media/snapshot failed');
    expect(event.breadcrumbs?.[0]?.data).toEqual({ url: 'https://vms.example/api/x', note: 'rtsp://cam/1' });
    expect(scrubText('no address here')).toBe('no address here');
  });
});
