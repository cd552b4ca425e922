/** An event list widget's options from its properties (spec 3 §2.6): preview and its placement,
 *  table or tiles, live only, the associated widgets, reset-to-live, snapshots and user
 *  interaction; unknown values take the catalogue's defaults. */
import {
  ASSOCIATED_WIDGETS,
  type AssociatedWidget,
  MINUTE_MS,
  PREVIEW_PLACEMENTS,
  type PreviewPlacement,
  RESET_TO_LIVE_OPTIONS,
} from '../../../shared/events/eventListConstants';
import type { WidgetProps } from '../../../shared/views';

export interface EventListOptions {
  preview: PreviewPlacement | null;
  view: 'Content' | 'Tiles';
  liveOnly: boolean;
  /** Null: Never. */
  resetToLiveMs: number | null;
  showSnapshots: boolean;
  associatedWidgets: AssociatedWidget[];
  /** On: the associated Image Map and Camera Live Viewer show only the events the operator picks;
   *  off: also each new event as it arrives at the top of the live list. */
  userInteraction: boolean;
}

export function eventListOptions(props: WidgetProps): EventListOptions {
  const placement = PREVIEW_PLACEMENTS.find((p) => p === props.previewPlacement) ?? 'Right';
  const reset = RESET_TO_LIVE_OPTIONS.find((option) => option === props.resetToLiveAfter) ?? 'Never';
  return {
    preview: props.showPreview === true ? placement : null,
    view: props.eventView === 'Tiles' ? 'Tiles' : 'Content',
    liveOnly: props.liveOnly === true,
    resetToLiveMs: reset === 'Never' ? null : Number(reset) * MINUTE_MS,
    showSnapshots: props.showSnapshots !== false,
    associatedWidgets: Array.isArray(props.associatedWidgets)
      ? ASSOCIATED_WIDGETS.filter((widget) => (props.associatedWidgets as unknown[]).includes(widget))
      : [],
    userInteraction: props.userInteraction === true,
  };
}
