import { CONNECTION_RETRY_S, connectionErrorPage } from './connectionErrorPage';

function html(url: string): string {
  return decodeURIComponent(url.slice('data:text/html;charset=utf-8,'.length));
}

describe('connectionErrorPage', () => {
  it('names the server and the reason, and retries the target URL', () => {
    const page = connectionErrorPage({
      serverUrl: 'http://localhost:8080',
      retryUrl: 'http://localhost:8080/view/a',
      reason: 'ERR_CONNECTION_REFUSED',
    });
    expect(page.startsWith('data:text/html;charset=utf-8,')).toBe(true);
    const text = html(page);
    expect(text).toContain('<code>http://localhost:8080</code>');
    expect(text).toContain('ERR_CONNECTION_REFUSED');
    expect(text).toContain(`content="${CONNECTION_RETRY_S};url=http://localhost:8080/view/a"`);
    expect(text).toContain("default-src 'none'");
    expect(text).not.toContain('<script');
  });

  it('escapes what it is given', () => {
    const text = html(
      connectionErrorPage({
        serverUrl: 'http://x',
        retryUrl: 'http://x/"><script>',
        reason: '<img src=x onerror=alert(1)>',
      }),
    );
    expect(text).not.toContain('<img');
    expect(text).not.toContain('"><script>');
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
