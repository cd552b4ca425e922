/** The class for text that is out of sight but read by screen readers (visuallyHidden.css). */
import './visuallyHidden.css';

export const VISUALLY_HIDDEN = 'vt-visually-hidden';
