/** The status bar of spec 1 §2.10, the registry its popup triggers join, and the progress bar's
 *  task runner features hand their long work to. */
export { StatusBar } from './StatusBar';
export { STATUS_BAR_TRIGGERS, type StatusBarTrigger, type StatusBarTriggerId } from './statusBarTriggers';
export { useProgressTask } from './progressTasks';
