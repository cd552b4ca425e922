/** Archive Viewer (spec 3 §2.6): one archive camera cell; with a Timeline widget in the view it
 *  joins the timeline's tracks and hands its transport controls to the timeline. */
import { useHasTimeline, useTimelineBus } from '../timeline';
import type { WidgetComponentProps } from '../widgets';
import { cellOptions } from './cellOptions';
import { VideoCellSlot } from './VideoCellSlot';
import './videoWidgets.css';

export function ArchiveViewerWidget({ instanceId, viewId, props }: WidgetComponentProps) {
  const bus = useTimelineBus(viewId);
  const timelinePresent = useHasTimeline(bus);
  return (
    <div className="vt-archive-viewer">
      <VideoCellSlot
        address={{ viewId, widgetId: instanceId, index: 0 }}
        kind="archive"
        options={cellOptions(props, 'archive', timelinePresent)}
        bus={bus}
      />
    </div>
  );
}
