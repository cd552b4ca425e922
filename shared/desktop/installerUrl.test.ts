import { installerFileName, installerUrl } from './installerUrl';

const base = {
  updatesHost: 'updates.example.com',
  platform: 'win10-x64',
  hostName: 'vantage.acme.local',
  version: '1.4.0',
} as const;

describe('installerUrl', () => {
  it('builds https://{updatesHost}/{platform}/{hostName}/{file}', () => {
    expect(installerUrl(base)).toBe('https://updates.example.com/win10-x64/vantage.acme.local/Vantage-Setup-1.4.0.exe');
    expect(installerUrl({ ...base, platform: 'linux-x64' })).toBe(
      'https://updates.example.com/linux-x64/vantage.acme.local/Vantage-1.4.0.AppImage',
    );
  });

  it('keeps a scheme, port and base path given in updatesHost', () => {
    expect(installerUrl({ ...base, updatesHost: 'http://Updates.Example.com:8081/vantage/installers/' })).toBe(
      'http://updates.example.com:8081/vantage/installers/win10-x64/vantage.acme.local/Vantage-Setup-1.4.0.exe',
    );
    expect(installerUrl({ ...base, updatesHost: ' https://10.0.0.5 ' })).toBe(
      'https://10.0.0.5/win10-x64/vantage.acme.local/Vantage-Setup-1.4.0.exe',
    );
  });

  it('lower-cases the host name and accepts IP addresses', () => {
    expect(installerUrl({ ...base, hostName: 'Vantage.ACME.local' })).toContain('/vantage.acme.local/');
    expect(installerUrl({ ...base, hostName: '192.168.1.20' })).toContain('/192.168.1.20/');
    expect(installerUrl({ ...base, hostName: '[::1]' })).toContain('/%5B%3A%3A1%5D/');
  });

  it('accepts pre-release versions', () => {
    expect(installerUrl({ ...base, version: '2.0.0-rc.1' })).toMatch(/Vantage-Setup-2\.0\.0-rc\.1\.exe$/);
  });

  it.each([
    ['updatesHost', { updatesHost: '' }],
    ['updatesHost', { updatesHost: 'ftp://updates.example.com' }],
    ['updatesHost', { updatesHost: 'updates.example.com:99999' }],
    ['updatesHost', { updatesHost: 'updates.example.com/a b' }],
    ['updatesHost', { updatesHost: 'user@updates.example.com' }],
    ['hostName', { hostName: '' }],
    ['hostName', { hostName: 'evil.com/../x' }],
    ['version', { version: 'latest' }],
    ['version', { version: '1.4' }],
    ['platform', { platform: 'mac-arm64' }],
  ])('refuses an unusable %s', (name, override) => {
    expect(() => installerUrl({ ...base, ...override } as never)).toThrow(new RegExp(`^${name} `));
  });
});

describe('installerFileName', () => {
  it('matches the artifact names electron-builder.yml gives each target', () => {
    expect(installerFileName('win10-x64', '1.0.0')).toBe('Vantage-Setup-1.0.0.exe');
    expect(installerFileName('linux-x64', '1.0.0')).toBe('Vantage-1.0.0.AppImage');
  });
});
