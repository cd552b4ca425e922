/** The desktop shell's parts of the console (spec 1 §2.2, §2.8, §3): the separate-window route
 *  guard, 'return view to main window', and the cast state (View inWindow/displayId/rect, windowProps). */
export { type CastState, useCastState } from './useCastState';
export {
  castStateOf,
  castWindowProps,
  type SeparateWindowProps,
  type ViewCastState,
  type WindowProps,
  withCastState,
} from './castState';
export { ReturnToMainWindowButton, type ReturnToMainWindowButtonProps } from './ReturnToMainWindowButton';
export { SeparateWindowGuard } from './SeparateWindowGuard';
export { SeparateWindowPage } from './SeparateWindowPage';
export { isSeparateWindowPath, viewWindowPath } from '../../../shared/desktop';
export { useCastViews } from './useCastViews';
export { useCurrentWindow, useIsSeparateWindow } from './useCurrentWindow';
export { useDisplays } from './useDisplays';
export { useShowReturnedViews } from './useShowReturnedViews';
export { useEnterpriseUiLoginCheck } from './useEnterpriseUiLoginCheck';
