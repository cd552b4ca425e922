/** Casting views to displays: the state machine and the controller that runs it against a window host. */
export {
  type CastContext,
  type CastEffect,
  type CastState,
  type CastTransition,
  type CastWindow,
  DisplayNotFoundError,
  EMPTY_CAST_STATE,
  castViews,
  castWindowByKey,
  castWindowHomedOn,
  castWindowOfView,
} from './castModel';
export {
  COVER_TOLERANCE_PX,
  type CastAction,
  type RestoredCast,
  castBounds,
  castReducer,
  coversArea,
} from './castReducer';
export { CastController, type CastHost } from './CastController';
