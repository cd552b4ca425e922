import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Configuration } from 'app-builder-lib';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { getConfig } from 'app-builder-lib/out/util/config/load';
import { DebugLogger } from 'builder-util';

/**
 * electron-builder's own configuration check, run offline: the file is read the way
 * `electron-builder --config electron-builder.yml` reads it (app-builder-lib's loader, js-yaml) and
 * checked by validateConfiguration, which validates it against electron-builder's JSON schema
 * (app-builder-lib/scheme.json) and its deprecation rules. Nothing is downloaded or packaged.
 */
const projectDir = path.join(__dirname, '..');

async function readConfig(file: string): Promise<Configuration> {
  const read = await getConfig<Configuration>(
    { packageKey: 'build', configFilename: 'electron-builder', projectDir, packageMetadata: null },
    file,
  );
  if (!read) throw new Error(`${file} could not be read`);
  return read.result;
}

const validate = (config: Configuration) => validateConfiguration(config, new DebugLogger(false));

describe('electron-builder.yml against electron-builder’s configuration validation', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-builder-config-'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  /** A copy of electron-builder.yml with `edit` applied to its text, written where the loader can read it. */
  function brokenCopy(name: string, edit: (text: string) => string): string {
    const text = fs.readFileSync(path.join(projectDir, 'electron-builder.yml'), 'utf8');
    const edited = edit(text);
    expect(edited).not.toBe(text);
    const file = path.join(tmp, `${name}.yml`);
    fs.writeFileSync(file, edited);
    return file;
  }

  it('is a valid configuration', async () => {
    const config = await readConfig('electron-builder.yml');
    expect(config.appId).toBe('com.vantage.console');
    await expect(validate(config)).resolves.toBeUndefined();
  });

  it('rejects an unknown key', async () => {
    const file = brokenCopy('unknown-key', (text) => text.replace(/^asar: true$/m, 'asar: true\nasarr: true'));
    await expect(validate(await readConfig(file))).rejects.toThrow(/unknown property 'asarr'/);
  });

  it('rejects a wrongly typed value', async () => {
    const file = brokenCopy('wrong-type', (text) => text.replace(/^ {2}runAsNode: false$/m, '  runAsNode: sometimes'));
    await expect(validate(await readConfig(file))).rejects.toThrow(
      /configuration\.electronFuses\.runAsNode should be a boolean/,
    );
  });
});
