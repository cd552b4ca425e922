import '../../testing';
import { WIDGET_IDS, widgetSpec } from '../../../shared/widgets';
import { registerWidgets } from '../../app/registerWidgetsAndTriggers';
import {
  getWidget,
  hasEditableProperties,
  isWidgetAllowed,
  listAvailableWidgets,
  registerWidget,
} from './widgetRegistry';

const Nothing = () => null;

describe('widget registry (spec 1 §5, §6; spec 3 §2.6)', () => {
  beforeAll(() => registerWidgets());

  it('holds every widget of the catalogue, in the order they register', () => {
    expect(getWidget(WIDGET_IDS.url)?.spec.name).toBe('URL');
    expect(getWidget(WIDGET_IDS.cameraLive)?.spec.name).toBe('Camera Live Viewer');
    expect(getWidget(WIDGET_IDS.vmx)?.spec.name).toBe('VMX');
    expect(listAvailableWidgets({}).map((w) => w.spec.id)).toEqual([
      WIDGET_IDS.url,
      WIDGET_IDS.cameraLive,
      WIDGET_IDS.archiveViewer,
      WIDGET_IDS.eventVideo,
      WIDGET_IDS.videoTouring,
      WIDGET_IDS.timeline,
      WIDGET_IDS.deviceList,
      WIDGET_IDS.events,
      WIDGET_IDS.archiveEvents,
      WIDGET_IDS.eventDetails,
      WIDGET_IDS.imageMap,
      WIDGET_IDS.geoMap,
      WIDGET_IDS.targetsLive,
      WIDGET_IDS.targetsArchive,
      WIDGET_IDS.vmx,
    ]);
  });

  it('lists only widgets the visual configuration allows (missing from the map = allowed)', () => {
    expect(isWidgetAllowed({}, WIDGET_IDS.url)).toBe(true);
    expect(isWidgetAllowed({ URL: true }, WIDGET_IDS.url)).toBe(true);
    expect(isWidgetAllowed({ URL: false }, WIDGET_IDS.url)).toBe(false);
    expect(listAvailableWidgets({ URL: false }).map((w) => w.spec.id)).not.toContain(WIDGET_IDS.url);
  });

  it('never lists hidden admin widgets', () => {
    registerWidget({ spec: { id: 'Users', name: 'Users', options: [] }, module: 'admin', Component: Nothing });
    registerWidget({
      spec: { id: 'Secret', name: 'Secret', options: [], hidden: true },
      module: 'x',
      Component: Nothing,
    });
    registerWidget({ spec: widgetSpec(WIDGET_IDS.vmx)!, module: 'vmx', Component: Nothing });
    const listed = listAvailableWidgets({}).map((w) => w.spec.id);
    expect(listed).toContain(WIDGET_IDS.vmx);
    expect(listed).not.toContain('Users');
    expect(listed).not.toContain('Secret');
  });

  it('has an empty property editor when an enabled-widgets list lacks the widget', () => {
    expect(hasEditableProperties({}, WIDGET_IDS.url)).toBe(true);
    expect(hasEditableProperties({ Timeline: false }, WIDGET_IDS.url)).toBe(true);
    expect(hasEditableProperties({ Timeline: true }, WIDGET_IDS.url)).toBe(false);
    expect(hasEditableProperties({ Timeline: true, URL: true }, WIDGET_IDS.url)).toBe(true);
  });
});
