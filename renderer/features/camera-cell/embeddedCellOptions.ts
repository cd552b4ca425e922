/** The options of a camera cell shown inside another screen — a map popup, an event's details
 *  (spec 3 §2.3, §2.10, §2.11): its camera fixed, alert metadata, no calendar and no timeline; the
 *  screen says whether PTZ, export and a user's own event are offered. */
import type { CameraCellOptions } from './CameraCell';

export type EmbeddedCellChoices = Pick<CameraCellOptions, 'ptzControls' | 'allowExport' | 'userDefinedEvent'>;

export function embeddedCellOptions(choices: EmbeddedCellChoices): CameraCellOptions {
  return {
    canReplaceSource: false,
    metadataType: 'Alert',
    digitalZoom: true,
    fullScreenControl: true,
    stepBackControl: true,
    calendar: false,
    timelinePresent: false,
    ...choices,
  };
}
