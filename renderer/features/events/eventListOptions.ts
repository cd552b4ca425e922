/** An event list widget's options from its properties (spec 3 §2.6): preview and its placement,
 *  table or tiles, live only, reset-to-live, snapshots; unknown values take the catalogue's
 *  defaults. */
import {
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
  };
}
