/** The geographic map (spec 3 §2.10): the GEO Map and target log widgets and the EditMap section.
 *  Everything here is light: leaflet loads with the map chunk on first use (lazyGeoMap.ts). */
export { DevicePlacementField } from './DevicePlacementField';
export { EditMapView } from './EditMapView';
export { GEO_MAP_WIDGET_DEFINITIONS } from './geoMapWidgetDefinitions';
