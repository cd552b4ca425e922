/** The demo without its analytics cameras (VANTAGE_DEMO_ANALYTICS=0, seedDemo.ts): the gate's
 *  licence plate camera and the lobby's face camera are not seeded, nor their VAE configs, and the
 *  rest of the demo is as it always is. */
import { DEMO_FACE_CAMERA, DEMO_PLATE_CAMERA } from './seedDemo';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform } from '../testing/testPlatform';

const REALM = 'demo-hq';
const GATE = `${REALM}-${DEMO_PLATE_CAMERA.suffix}`;
const LOBBY = `${REALM}-${DEMO_FACE_CAMERA.suffix}`;

async function seeded(analytics: string | undefined) {
  if (analytics === undefined) delete process.env.VANTAGE_DEMO_ANALYTICS;
  else process.env.VANTAGE_DEMO_ANALYTICS = analytics;
  const t = await startTestPlatform(testDatabases()[0]!);
  try {
    const { deviceDirectory, watchlists } = t.platform.services;
    const camera = async (id: string) => (await deviceDirectory.cameraOfRealm(REALM, id))?.id;
    return {
      cameras: await Promise.all([GATE, LOBBY, `${REALM}-ptz`, `${REALM}-camera-1`].map(camera)),
      configs: [...(await watchlists.vae.list(REALM, GATE)), ...(await watchlists.vae.list(REALM, LOBBY))].length,
    };
  } finally {
    delete process.env.VANTAGE_DEMO_ANALYTICS;
    await t.close();
  }
}

describe('the demo with and without its analytics cameras', () => {
  jest.setTimeout(60_000);

  it('seeds the gate and the lobby with their configs by default, and neither with VANTAGE_DEMO_ANALYTICS=0', async () => {
    expect(await seeded(undefined)).toEqual({
      cameras: [GATE, LOBBY, `${REALM}-ptz`, `${REALM}-camera-1`],
      configs: 2,
    });
    expect(await seeded('0')).toEqual({
      cameras: [undefined, undefined, `${REALM}-ptz`, `${REALM}-camera-1`],
      configs: 0,
    });
  });
});
