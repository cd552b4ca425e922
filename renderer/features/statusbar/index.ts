/** The status bar of spec 1 §2.10 and the registry its popup triggers join. */
export { StatusBar } from './StatusBar';
export { STATUS_BAR_TRIGGERS, type StatusBarTrigger, type StatusBarTriggerId } from './statusBarTriggers';
