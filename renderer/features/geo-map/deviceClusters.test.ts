import { DEVICE_CLUSTER_MAX_ZOOM } from '../../../shared/maps/geoMapConstants';
import { DeviceClusters, type ViewItem } from './deviceClusters';

const SITE = { lat: 52.2297, lng: 21.0122 };
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** Devices a few metres apart on one site, and one 20 km away. */
function loaded(): DeviceClusters {
  const clusters = new DeviceClusters();
  clusters.load([
    { id: 'a', lat: SITE.lat, lng: SITE.lng },
    { id: 'b', lat: SITE.lat + 0.0004, lng: SITE.lng },
    { id: 'c', lat: SITE.lat, lng: SITE.lng + 0.0006 },
    { id: 'far', lat: SITE.lat + 0.2, lng: SITE.lng },
  ]);
  return clusters;
}

const devices = (items: ViewItem[]) =>
  items.flatMap((i) => (i.kind === 'device' ? [i.id] : [])).sort((x, y) => x.localeCompare(y));
const counts = (items: ViewItem[]) => items.flatMap((i) => (i.kind === 'cluster' ? [i.count] : []));

describe('device clusters (spec 3 §2.10: device markers in clusters)', () => {
  it('gathers the devices of one site into one cluster over a city, and shows each at street level', () => {
    const clusters = loaded();
    const city = clusters.inView(WORLD, 12);
    expect(counts(city)).toEqual([3]);
    expect(devices(city)).toEqual(['far']);
    const street = clusters.inView(WORLD, DEVICE_CLUSTER_MAX_ZOOM + 1);
    expect(counts(street)).toEqual([]);
    expect(devices(street)).toEqual(['a', 'b', 'c', 'far']);
  });

  it('answers only what lies in the view', () => {
    const clusters = loaded();
    const aroundSite: [number, number, number, number] = [
      SITE.lng - 0.01,
      SITE.lat - 0.01,
      SITE.lng + 0.01,
      SITE.lat + 0.01,
    ];
    expect(devices(clusters.inView(aroundSite, 18))).toEqual(['a', 'b', 'c']);
    expect(clusters.inView([0, 0, 1, 1], 18)).toEqual([]);
  });

  it('keeps a cluster key while the cluster stays the same, across pans and zooms, and not once it grows', () => {
    const clusters = loaded();
    const clusterOf = (items: ViewItem[]) => items.find((i) => i.kind === 'cluster');
    const here = clusterOf(clusters.inView(WORLD, 12));
    expect(clusterOf(clusters.inView([20, 51, 22, 53], 12))).toEqual(here);
    expect(clusterOf(clusters.inView(WORLD, 13))).toEqual(here);
    const grown = clusterOf(clusters.inView(WORLD, 4));
    expect(grown?.kind === 'cluster' && grown.count).toBe(4);
    expect(grown?.kind === 'cluster' && grown.key).not.toBe(here?.kind === 'cluster' && here.key);
  });

  it('names the zoom at which a clicked cluster falls apart', () => {
    const clusters = loaded();
    const [cluster] = clusters.inView(WORLD, 10).filter((i) => i.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = clusters.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(10);
    expect(zoom).toBeLessThanOrEqual(DEVICE_CLUSTER_MAX_ZOOM + 1);
    const box: [number, number, number, number] = [SITE.lng - 0.01, SITE.lat - 0.01, SITE.lng + 0.01, SITE.lat + 0.01];
    expect(clusters.inView(box, zoom).length).toBeGreaterThan(1);
  });

  it('takes a view wider than the world (a map zoomed far out) as the whole world', () => {
    const clusters = loaded();
    expect(counts(clusters.inView([-400, -100, 400, 100], 2))).toEqual([4]);
    expect(new DeviceClusters().inView(WORLD, 5)).toEqual([]);
  });
});
