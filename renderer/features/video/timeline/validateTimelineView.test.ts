import type { View, ViewWidget } from '../../../../shared/views';
import { WIDGET_IDS } from '../../../../shared/widgets';
import { validateTimelineView } from './validateTimelineView';

function widget(widgetId: string, props: ViewWidget['props'] = {}): ViewWidget {
  return { id: `${widgetId}-cell`, name: widgetId, module: 'video', widgetId, props };
}

function view(...widgets: ViewWidget[]): View {
  return { id: 'v', name: 'V', hasLayout: true, layout: { type: 'cell', id: 'root', size: 1 }, widgets };
}

describe('validateTimelineView', () => {
  const timeline = widget(WIDGET_IDS.timeline);

  it('needs an Archive Viewer', () => {
    expect(validateTimelineView(view(timeline, widget(WIDGET_IDS.deviceList)))).toEqual({
      key: 'video.timeline.validation.noArchiveViewer',
    });
  });

  it('needs a device assigned to an Archive Viewer or a Device List', () => {
    expect(validateTimelineView(view(timeline, widget(WIDGET_IDS.archiveViewer)))).toEqual({
      key: 'video.timeline.validation.noDevice',
    });
    expect(validateTimelineView(view(timeline, widget(WIDGET_IDS.archiveViewer, { deviceId: '' })))).not.toBeNull();
  });

  it('passes with an assigned Archive Viewer or with a Device List', () => {
    expect(validateTimelineView(view(timeline, widget(WIDGET_IDS.archiveViewer, { deviceId: 'cam-1' })))).toBeNull();
    expect(
      validateTimelineView(view(timeline, widget(WIDGET_IDS.archiveViewer), widget(WIDGET_IDS.deviceList))),
    ).toBeNull();
  });
});
