/** Hold-to-scrub (spec 2 §4): the machine and the button wiring the cell and the Timeline share. */
export { type ScrubCommand, type ScrubDirection, type ScrubPlayback } from './holdToScrub';
export { ScrubButton, type ScrubButtonProps } from './ScrubButton';
export { type ScrubButtonHandlers, type ScrubTarget, useHoldToScrub } from './useHoldToScrub';
