/** Watchlists and video analytics in the console (spec 1 §2.5 Settings → Watchlist License Plate
 *  Recognition and Watchlist Facial, spec 3 §2.1 /view/camera/vae/{cameraId}, §2.12; issue 32):
 *  the realm's lists, their entries and CSV import, plate read search, and a camera's VAE page. */
export { VaeSection } from './VaeSection';
export { watchlistKindOf, WatchlistsSection } from './WatchlistsSection';
