/** The watchlist domain's services as transports are handed them (issue 32). */
import type { FaceMatches } from './FaceMatches';
import type { PlateReads } from './PlateReads';
import type { VaeConfigService } from './VaeConfigService';
import type { WatchlistService } from './WatchlistService';

export interface WatchlistServices {
  /** License Plate and Facial watchlists and their entries. */
  lists: WatchlistService;
  /** Plate reads: stored, searched, matched into events. */
  reads: PlateReads;
  /** Face passages matched against the Facial watchlists into events. */
  faces: FaceMatches;
  /** Cameras' VAE configs, which drive the analytics engines. */
  vae: VaeConfigService;
}
