/* Production neither builds nor serves the console's source maps(/assets/main.*.js.map,
 * 504 KB, was served); development keeps both for the browser's devtools. */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../kernel/readConfig';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

interface WebpackConfig {
  name: string;
  devtool: string | false;
  plugins: object[];
}
type ConfigFactory = (env: { target?: string }, argv: { mode?: string }) => WebpackConfig | WebpackConfig[];

const MAP = 'assets/app.0123abcd.js.map';

describe('webpack source maps', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS config
  const configFor = require(path.join(projectRoot(), 'webpack.config.js')) as ConfigFactory;
  const renderers = (mode: string) =>
    ['web', 'desktop'].flatMap((target) =>
      [configFor({ target }, { mode })].flat().filter((c) => c.name.endsWith('renderer')),
    );
  const writesMaps = (c: WebpackConfig) =>
    c.devtool !== false || c.plugins.some((p) => p.constructor.name === 'SourceMapDevToolPlugin');

  it('emits none for the console in production', () => {
    const production = renderers('production');
    expect(production.map((c) => c.name)).toEqual(['renderer', 'desktop-renderer']);
    expect(production.filter(writesMaps).map((c) => c.name)).toEqual([]);
  });

  it('keeps them in development', () => {
    expect(renderers('development').every(writesMaps)).toBe(true);
  });
});

describe.each(testDatabases())('serving source maps on $kind', (database) => {
  let t: TestPlatform | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (env: NodeJS.ProcessEnv = {}) => {
    t = await startTestPlatform(database, { env });
    // As if a build had left one beside the bundle it maps.
    fs.writeFileSync(path.join(t.platform.services.config.consoleDir, MAP), '{"version":3,"sources":["secret.ts"]}');
    return t;
  };
  const get = (url: string) => fetch(url, { headers: { accept: '*/*' } });

  it('refuses a map file present in the console folder, however it is spelled', async () => {
    const { url } = await start();
    expect((await get(`${url}/assets/app.0123abcd.js`)).status).toBe(200);
    for (const spelling of [
      MAP,
      'assets/app.0123abcd.js%2emap',
      'assets/app.0123abcd.js.MAP',
      'assets/app.0123abcd.js.map?x=1',
    ]) {
      const response = await get(`${url}/${spelling}`);
      expect({ spelling, status: response.status }).toEqual({ spelling, status: 404 });
      expect(await response.text()).not.toContain('secret.ts');
    }
  });

  it('serves it in development (VANTAGE_DEV=1)', async () => {
    const { url } = await start({ VANTAGE_DEV: '1' });
    const response = await get(`${url}/${MAP}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('secret.ts');
  });
});
