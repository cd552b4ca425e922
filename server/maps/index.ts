/** server/maps's entry (design.md §2): the geographic map: layers, zones, placements, targets, the
 *  offline base map. Other folders import only the modules listed here (lint: vantage/server-
 *  imports). */
export { DevicePlacementService } from './DevicePlacementService';
export { GeoLayerService } from './GeoLayerService';
export { GeoZoneService } from './GeoZoneService';
export { TargetService } from './TargetService';
export { OfflineBaseMap } from './offlineBaseMap';
export { onlineTileOrigins } from './onlineTileOrigins';
