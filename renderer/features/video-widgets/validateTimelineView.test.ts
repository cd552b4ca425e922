import type { View, ViewWidget } from '../../../shared/views';
import { WIDGET_IDS } from '../../../shared/widgets';
import { createStore } from '../../state';
import { cameraCellAtom } from './cameraCellAtoms';
import { validateTimelineView as validate } from './validateTimelineView';

const state = createStore();
const operator = { userId: 'u1', realmId: 'r1', state };
const validateTimelineView = (v: View) => validate(v, operator);

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

  it("counts the camera the saving user put in an Archive Viewer, not another user's", () => {
    window.localStorage.clear();
    const viewer = widget(WIDGET_IDS.archiveViewer);
    const cell = { viewId: 'v', widgetId: viewer.id, index: 0 };
    state.set(cameraCellAtom('u2@r1', cell), { deviceId: 'cam-1', name: 'Gate', time: null });
    expect(validateTimelineView(view(timeline, viewer))).toEqual({ key: 'video.timeline.validation.noDevice' });
    state.set(cameraCellAtom('u1@r1', cell), { deviceId: 'cam-1', name: 'Gate', time: null });
    expect(validateTimelineView(view(timeline, viewer))).toBeNull();
  });

  it('passes with an assigned Archive Viewer or with a Device List', () => {
    expect(validateTimelineView(view(timeline, widget(WIDGET_IDS.archiveViewer, { deviceId: 'cam-1' })))).toBeNull();
    expect(
      validateTimelineView(view(timeline, widget(WIDGET_IDS.archiveViewer), widget(WIDGET_IDS.deviceList))),
    ).toBeNull();
  });
});
