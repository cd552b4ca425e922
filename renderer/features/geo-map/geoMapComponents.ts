/** The map area's screens, loaded as one chunk (with leaflet) on first use; see lazyGeoMap.ts. */
export { DevicePlacementMap } from './DevicePlacementMap';
export { EditMapPage } from './EditMapPage';
export { GeoMapWidget } from './GeoMapWidget';
export { TargetsArchiveWidget } from './TargetsArchiveWidget';
export { TargetsLiveWidget } from './TargetsLiveWidget';
