/** server/watchlists's entry (design.md §2): License Plate and Facial watchlists (spec 3 §2.12;
 *  issue 32), the plate reads the analytics engines make — stored, searched and matched into
 *  events — and cameras' VAE configs, which drive the engines. Other folders import only the
 *  modules listed here (lint: vantage/server-imports). */
export { NO_ANALYTICS_ENGINES, type AnalyticsEngines } from './AnalyticsEngines';
export { FaceDescriptors } from './FaceDescriptors';
export { FaceMatches, type FaceHit, type FaceOutcome, type FaceReadSearch } from './FaceMatches';
export { matchPlate, type MatchableEntry, type MatchableList, type PlateHit } from './matchPlate';
export { parsePlateCsv, type PlateCsvCells, type PlateCsvRow } from './parsePlateCsv';
export {
  PlateReads,
  type PlateReadOutcome,
  type PlateReadSearch,
  type PlateReadSources,
  type ReadCamera,
} from './PlateReads';
export type { VisibleCameras } from './visibleCameras';
export type { WatchlistServices } from './WatchlistServices';
export { VaeConfigService, type VaeActing, type VaeConfigInput, type VaeSources } from './VaeConfigService';
export {
  WatchlistService,
  type WatchlistActing,
  type WatchlistEntryInput,
  type WatchlistImportRow,
  type WatchlistInput,
  type WatchlistSources,
} from './WatchlistService';
