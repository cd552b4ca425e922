/** Camera tours in the console (spec 3 §2.1, §3.6; issue 28): the Devices → Camera tours section
 *  with its list, a tour's page and step editor, start and stop; and the realm's tours for the
 *  Video Touring widget, which can take one as its list. */
export { CameraToursSection, type CameraToursSectionProps } from './CameraToursSection';
export { type ServerTour, useServerTours } from './useServerTours';
