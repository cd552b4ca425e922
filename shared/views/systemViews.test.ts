import { WIDGET_IDS } from '../widgets/widgetCatalogue';
import { layoutCells } from './layoutOperations';
import { isSystemViewId, START_VIEW_ID, SYSTEM_VIEWS } from './systemViews';

describe('system views (spec 1 §2.4)', () => {
  it('are Start Page, Archive Camera Grid, Camera Grid, VMX and Essential', () => {
    expect(SYSTEM_VIEWS.map((view) => view.name)).toEqual([
      'Start Page',
      'Archive Camera Grid',
      'Camera Grid',
      'VMX',
      'Essential',
    ]);
    expect(SYSTEM_VIEWS.every((view) => view.isSystem)).toBe(true);
    expect(SYSTEM_VIEWS[0]?.id).toBe(START_VIEW_ID);
    expect(isSystemViewId('essential')).toBe(true);
    expect(isSystemViewId('mine')).toBe(false);
  });

  it('place every widget in a cell of their layout', () => {
    for (const view of SYSTEM_VIEWS) {
      const cells = new Set(layoutCells(view.layout).map((cell) => cell.id));
      for (const widget of view.widgets) expect(cells.has(widget.id)).toBe(true);
    }
  });

  const widgetsOf = (id: string) => SYSTEM_VIEWS.find((view) => view.id === id)?.widgets.map((w) => w.widgetId);

  it('Archive Camera Grid: camera list, four archive viewers, timeline', () => {
    expect(widgetsOf('archiveCameraGrid')).toEqual([
      WIDGET_IDS.deviceList,
      ...Array(4).fill(WIDGET_IDS.archiveViewer),
      WIDGET_IDS.timeline,
    ]);
  });

  it('Camera Grid: camera list plus four live cells', () => {
    expect(widgetsOf('cameraGrid')).toEqual([WIDGET_IDS.deviceList, ...Array(4).fill(WIDGET_IDS.cameraLive)]);
  });

  it('Essential: event list 400 px wide, live camera, camera list 250 px wide', () => {
    const essential = SYSTEM_VIEWS.find((view) => view.id === 'essential');
    expect(widgetsOf('essential')).toEqual([WIDGET_IDS.events, WIDGET_IDS.cameraLive, WIDGET_IDS.deviceList]);
    expect(layoutCells(essential!.layout).map((cell) => cell.fixedPx)).toEqual([400, undefined, 250]);
  });
});
