/** The devices' cluster index for the geographic map (spec 3 §2.10 "device markers in clusters"):
 *  a supercluster index built once per device list, asked on each move's end for the clusters and
 *  single devices inside the view. A query costs well under a millisecond for thousands of devices,
 *  so the map redraws only what a move changed instead of re-clustering markers in the DOM. */
import Supercluster from 'supercluster';
import { DEVICE_CLUSTER_MAX_ZOOM, DEVICE_CLUSTER_RADIUS_PX } from '../../../shared/maps/geoMapConstants';

export interface ClusterPoint {
  id: string;
  lat: number;
  lng: number;
}

export type ViewItem =
  | { kind: 'cluster'; key: string; clusterId: number; lat: number; lng: number; count: number }
  | { kind: 'device'; id: string; lat: number; lng: number };

/** West, south, east, north in degrees. */
export type ViewBox = [number, number, number, number];

export class DeviceClusters {
  private readonly index = new Supercluster<{ id: string }>({
    radius: DEVICE_CLUSTER_RADIUS_PX,
    // Leaflet's tiles are 256 px: with supercluster's 512 the radius would be half as wide.
    extent: 256,
    maxZoom: DEVICE_CLUSTER_MAX_ZOOM,
  });
  private size = 0;

  load(points: readonly ClusterPoint[]): void {
    this.size = points.length;
    this.index.load(
      points.map((p) => ({
        type: 'Feature' as const,
        properties: { id: p.id },
        geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
      })),
    );
  }

  /** Clusters and single devices in the box at a zoom (rounded: clusters exist per whole zoom). */
  inView(box: ViewBox, zoom: number): ViewItem[] {
    if (this.size === 0) return [];
    return this.index.getClusters(clampBox(box), Math.round(zoom)).map((feature): ViewItem => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        // A cluster id is unique across zooms: the key survives a pan and changes with the zoom.
        return {
          kind: 'cluster',
          key: `c${props.cluster_id}`,
          clusterId: props.cluster_id,
          lat,
          lng,
          count: props.point_count,
        };
      }
      return { kind: 'device', id: (props as { id: string }).id, lat, lng };
    });
  }

  /** The zoom at which a cluster falls apart: a click on it zooms there. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}

/** supercluster wants longitudes within ±180 and latitudes within ±90; a box wider than the world
 *  is the whole world. */
function clampBox([west, south, east, north]: ViewBox): ViewBox {
  const wide = east - west >= 360;
  return [
    wide ? -180 : Math.max(-180, west),
    Math.max(-90, south),
    wide ? 180 : Math.min(180, east),
    Math.min(90, north),
  ];
}
