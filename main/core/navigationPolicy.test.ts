import { decideNavigation, decideWindowOpen, isPermissionGranted, isServerUrl } from './navigationPolicy';

const server = 'http://localhost:8080';

describe('navigation policy', () => {
  it('lets the main window go anywhere on the server origin', () => {
    expect(decideNavigation('http://localhost:8080/license', server, 'main')).toBe('allow');
    expect(decideNavigation('http://localhost:8080/view/camera/add?x=1#y', server, 'main')).toBe('allow');
  });

  it('keeps a separate window on /view/ and /view/{viewId}', () => {
    expect(decideNavigation('http://localhost:8080/view/abc', server, 'view')).toBe('allow');
    expect(decideNavigation('http://localhost:8080/view/', server, 'view')).toBe('allow');
    expect(decideNavigation('http://localhost:8080/license', server, 'view')).toBe('deny');
    expect(decideNavigation('http://localhost:8080/view/camera/add', server, 'view')).toBe('deny');
  });

  it('keeps a separate window off the create-view page /view/new, which the main window may open', () => {
    expect(decideNavigation('http://localhost:8080/view/new', server, 'view')).toBe('deny');
    expect(decideNavigation('http://localhost:8080/view/new', server, 'main')).toBe('allow');
  });

  it('treats another port, scheme or host as another origin', () => {
    expect(decideNavigation('http://localhost:8081/', server, 'main')).toBe('open-externally');
    expect(decideNavigation('https://localhost:8080/', server, 'main')).toBe('open-externally');
    expect(decideNavigation('http://localhost.evil.com:8080/', server, 'main')).toBe('open-externally');
    expect(decideNavigation('http://user@localhost:8080/', server, 'main')).toBe('allow');
  });

  it('sends web and mail links to the system browser and refuses the rest', () => {
    expect(decideNavigation('https://support.example.com/help', server, 'main')).toBe('open-externally');
    expect(decideNavigation('mailto:support@example.com', server, 'view')).toBe('open-externally');
    for (const url of [
      'file:///etc/passwd',
      'data:text/html,hi',
      'javascript:alert(1)',
      'smb://host/share',
      'not a url',
    ]) {
      expect(decideNavigation(url, server, 'main')).toBe('deny');
    }
  });

  it('applies the same rules to window.open', () => {
    expect(decideWindowOpen('http://localhost:8080/api/export/1', server)).toBe('allow');
    expect(decideWindowOpen('https://example.com', server)).toBe('open-externally');
    expect(decideWindowOpen('file:///c:/windows', server)).toBe('deny');
  });

  it('recognises the server origin', () => {
    expect(isServerUrl('http://localhost:8080/x', server)).toBe(true);
    expect(isServerUrl('http://127.0.0.1:8080/x', server)).toBe(false);
    expect(isServerUrl('', server)).toBe(false);
  });
});

describe('permission policy', () => {
  it('grants only fullscreen and clipboard writes, only to the server', () => {
    expect(isPermissionGranted('fullscreen', 'http://localhost:8080/view/1', server)).toBe(true);
    expect(isPermissionGranted('clipboard-sanitized-write', 'http://localhost:8080/', server)).toBe(true);
    expect(isPermissionGranted('fullscreen', 'https://evil.example.com/', server)).toBe(false);
    expect(isPermissionGranted('media', 'http://localhost:8080/', server)).toBe(false);
    expect(isPermissionGranted('geolocation', 'http://localhost:8080/', server)).toBe(false);
  });
});
