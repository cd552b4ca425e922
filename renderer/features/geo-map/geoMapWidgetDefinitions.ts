/** The map widgets' registry entries (spec 3 §2.6): GEO Map, Targets live and Targets archive. */
import { catalogueSpec, WIDGET_IDS } from '../../../shared/widgets';
import type { WidgetDefinition } from '../widgets';
import { lazyGeoMap } from './lazyGeoMap';

export const GEO_MAP_WIDGET_DEFINITIONS: readonly WidgetDefinition[] = [
  { spec: catalogueSpec(WIDGET_IDS.geoMap), module: 'geo-map', Component: lazyGeoMap('GeoMapWidget') },
  { spec: catalogueSpec(WIDGET_IDS.targetsLive), module: 'geo-map', Component: lazyGeoMap('TargetsLiveWidget') },
  { spec: catalogueSpec(WIDGET_IDS.targetsArchive), module: 'geo-map', Component: lazyGeoMap('TargetsArchiveWidget') },
];
