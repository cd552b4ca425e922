/** Video walls in the console's administration (spec 1 §2.5 Devices → Video Walls; issue 30): the
 *  realm's walls, a wall's name, size and display names, and the pairing of wall display pages
 *  with its displays. */
export { VideoWallsSection, type VideoWallsSectionProps } from './VideoWallsSection';
