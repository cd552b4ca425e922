import fs from 'node:fs';
import path from 'node:path';
import { installerFileName } from '../shared/desktop';

/** electron-builder.yml read as text: the few settings the desktop shell's security and downloads rely on. */
const config = fs.readFileSync(path.join(__dirname, '..', 'electron-builder.yml'), 'utf8');

function section(name: string): string {
  const match = new RegExp(`^${name}:\\n((?:[ #].*\\n|\\n)*)`, 'm').exec(config);
  if (!match) throw new Error(`electron-builder.yml has no ${name} section`);
  return match[1]!;
}

function value(block: string, key: string): string | undefined {
  return new RegExp(`^\\s+${key}:\\s*(.+)$`, 'm').exec(block)?.[1]?.trim();
}

describe('electron-builder.yml', () => {
  it('sets every Electron fuse explicitly, to the hardened value', () => {
    const fuses = section('electronFuses');
    expect({
      runAsNode: value(fuses, 'runAsNode'),
      enableCookieEncryption: value(fuses, 'enableCookieEncryption'),
      enableNodeOptionsEnvironmentVariable: value(fuses, 'enableNodeOptionsEnvironmentVariable'),
      enableNodeCliInspectArguments: value(fuses, 'enableNodeCliInspectArguments'),
      enableEmbeddedAsarIntegrityValidation: value(fuses, 'enableEmbeddedAsarIntegrityValidation'),
      onlyLoadAppFromAsar: value(fuses, 'onlyLoadAppFromAsar'),
      loadBrowserProcessSpecificV8Snapshot: value(fuses, 'loadBrowserProcessSpecificV8Snapshot'),
      grantFileProtocolExtraPrivileges: value(fuses, 'grantFileProtocolExtraPrivileges'),
    }).toEqual({
      runAsNode: 'false',
      enableCookieEncryption: 'true',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      loadBrowserProcessSpecificV8Snapshot: 'false',
      grantFileProtocolExtraPrivileges: 'false',
    });
    expect(config).toMatch(/^asar: true$/m);
  });

  it('names the installers the way installerUrl expects to find them', () => {
    const fill = (artifactName: string | undefined) => artifactName?.replace('${version}', '1.2.3');
    expect(fill(value(section('nsis'), 'artifactName'))).toBe(installerFileName('win10-x64', '1.2.3'));
    expect(fill(value(section('appImage'), 'artifactName'))).toBe(installerFileName('linux-x64', '1.2.3'));
  });

  it('packages the bundles from build/desktop and starts the bundled main', () => {
    expect(config).toMatch(/^appId: com\.vantage\.console$/m);
    expect(config).toMatch(/^productName: Vantage$/m);
    expect(config).toMatch(/^files:\n {2}- '!\*\*\/\*'\n {2}- build\/desktop\/\*\*\/\*$/m);
    expect(value(section('extraMetadata'), 'main')).toBe('build/desktop/main.js');
  });
});
