/** server/maps's entry (design.md §2): the geographic map: layers, zones, placements, targets, the
 *  offline base map, and the base layers' tiles read through the platform. Other folders import only
 *  the modules listed here (lint: vantage/server-imports). */
export { DevicePlacementService } from './DevicePlacementService';
export { GeoLayerService } from './GeoLayerService';
export { GeoZoneService } from './GeoZoneService';
export { MapTileService } from './MapTileService';
export { TargetService } from './TargetService';
export { OfflineBaseMap } from './offlineBaseMap';
export { TileCache } from './TileCache';
