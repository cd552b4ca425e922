/** The exposition's per-camera series (issue 29): each running camera's gauges and counters read
 *  from its main stream's figures at scrape time, and none left for a camera that stopped. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import type { StreamFigures } from '../../media';
import { PrometheusExposition, type ExpositionSources } from './PrometheusExposition';

interface Camera {
  id: string;
  name: string;
  health: string | undefined;
  figures: Partial<StreamFigures>;
}

/** Sources whose running cameras are the list's at each scrape; each delivers its FULL stream. */
function exposition(cameras: Camera[]): PrometheusExposition {
  const byId = (id: string) => cameras.find((camera) => camera.id === id);
  const sources: ExpositionSources = {
    media: {
      running: () =>
        cameras.map((camera) => ({
          device: { id: camera.id, name: camera.name, config: {} },
          health: camera.health,
        })),
      statistics: {
        cameraIds: () => cameras.map((camera) => camera.id),
        cameraFigures: (id) =>
          new Map(
            byId(id) ? [[STREAM_NUMBER.FULL, { recordedBytesTotal: 0, ...byId(id)?.figures } as StreamFigures]] : [],
          ),
        figures: (id, stream) =>
          stream === STREAM_NUMBER.FULL ? (byId(id)?.figures as StreamFigures | undefined) : undefined,
      },
    },
    archiveFreeBytes: () => Promise.resolve(undefined),
  };
  return new PrometheusExposition(sources);
}

/** The exposition's lines for one metric (its samples, without HELP and TYPE). */
async function samples(metrics: PrometheusExposition, name: string): Promise<string[]> {
  const { body } = await metrics.exposition();
  return body.split('\n').filter((line) => line.startsWith(`${name}{`));
}

it("sets each running camera's gauges and counters from its main stream's figures", async () => {
  const metrics = exposition([
    {
      id: 'c1',
      name: 'Gate',
      health: 'NORMAL',
      figures: { fps: 25, bitrate: 2_000_000, lostMsTotal: 1_500, reconnectsTotal: 2 },
    },
    { id: 'c2', name: 'Lobby', health: 'BROKEN', figures: { fps: 0, bitrate: 0, lostMsTotal: 0, reconnectsTotal: 0 } },
  ]);

  expect(await samples(metrics, 'vantage_camera_fps')).toEqual([
    'vantage_camera_fps{camera="c1",name="Gate"} 25',
    'vantage_camera_fps{camera="c2",name="Lobby"} 0',
  ]);
  expect(await samples(metrics, 'vantage_camera_bitrate_bps')).toContain(
    'vantage_camera_bitrate_bps{camera="c1",name="Gate"} 2000000',
  );
  expect(await samples(metrics, 'vantage_camera_up')).toEqual([
    'vantage_camera_up{camera="c1",name="Gate"} 1',
    'vantage_camera_up{camera="c2",name="Lobby"} 0',
  ]);
  expect(await samples(metrics, 'vantage_camera_lost_seconds_total')).toContain(
    'vantage_camera_lost_seconds_total{camera="c1",name="Gate"} 1.5',
  );
  expect(await samples(metrics, 'vantage_camera_reconnects_total')).toEqual([
    'vantage_camera_reconnects_total{camera="c1",name="Gate"} 2',
    'vantage_camera_reconnects_total{camera="c2",name="Lobby"} 0',
  ]);
});

it('leaves out a camera whose health or figures are not known, and one that stopped running', async () => {
  const cameras: Camera[] = [
    { id: 'c1', name: 'Gate', health: 'NORMAL', figures: { fps: 25, reconnectsTotal: 1 } },
    { id: 'c2', name: 'Lobby', health: undefined, figures: {} },
  ];
  const metrics = exposition(cameras);
  expect(await samples(metrics, 'vantage_camera_up')).toEqual(['vantage_camera_up{camera="c1",name="Gate"} 1']);
  expect(await samples(metrics, 'vantage_camera_reconnects_total')).toEqual([
    'vantage_camera_reconnects_total{camera="c1",name="Gate"} 1',
  ]);

  cameras.splice(0, 1);
  expect(await samples(metrics, 'vantage_camera_fps')).toEqual([]);
  expect(await samples(metrics, 'vantage_camera_reconnects_total')).toEqual([]);
});
