/** The desktop shell's parts of the console (spec 1 §2.2, §2.8, §3): the separate-window route
 *  guard, 'return view to main window', and the cast state (View inWindow/displayId/rect, windowProps). */
export { SeparateWindowGuard } from './SeparateWindowGuard';
export { SeparateWindowPage } from './SeparateWindowPage';
export { isSeparateWindowPath, viewWindowPath } from './separateWindowPaths';
export { useCurrentWindow, useIsSeparateWindow } from './useCurrentWindow';
