/** The side activity bar of spec 1 §2.6. */
export { ActivityBar, type ActivityBarProps } from './ActivityBar';
export {
  type ActivityContext,
  type ActivityItem,
  type ActivityPanel,
  activityItems,
  nextSidebar,
} from './activityItems';
