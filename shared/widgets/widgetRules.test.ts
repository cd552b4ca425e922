import {
  HIDDEN_ADMIN_WIDGET_IDS,
  URL_WIDGET_MAX,
  WIDGET_CATALOGUE,
  WIDGET_IDS,
  defaultWidgetProps,
  widgetSpec,
} from './widgetCatalogue';
import { canAddWidget } from './widgetRules';

describe('widget catalogue (spec 3 §2.6)', () => {
  it('lists the fifteen widgets with their limits and minimum sizes', () => {
    expect(WIDGET_CATALOGUE).toHaveLength(15);
    expect(widgetSpec(WIDGET_IDS.url)?.limit).toEqual({ count: URL_WIDGET_MAX });
    expect(URL_WIDGET_MAX).toBe(5);
    expect(widgetSpec(WIDGET_IDS.cameraLive)?.minHeight).toBe(220);
    expect(widgetSpec(WIDGET_IDS.vmx)).toMatchObject({ minWidth: 400, minHeight: 400 });
    expect(widgetSpec(WIDGET_IDS.events)).toMatchObject({ minWidth: 400, minHeight: 200 });
    expect(HIDDEN_ADMIN_WIDGET_IDS).toHaveLength(27);
  });

  it('gives options their defaults', () => {
    expect(defaultWidgetProps(widgetSpec(WIDGET_IDS.timeline)!)).toEqual({ controlsPosition: 'Bottom' });
    expect(defaultWidgetProps(widgetSpec(WIDGET_IDS.cameraLive)!)).toMatchObject({
      canReplaceSource: true,
      layout: '1',
    });
    expect(defaultWidgetProps(widgetSpec(WIDGET_IDS.imageMap)!)).toMatchObject({
      maxEventCount: '10',
      showMapSetList: true,
    });
  });
});

describe('canAddWidget', () => {
  it(`allows up to ${URL_WIDGET_MAX} URL widgets`, () => {
    expect(canAddWidget(WIDGET_IDS.url, Array(URL_WIDGET_MAX - 1).fill(WIDGET_IDS.url))).toEqual({ ok: true });
    expect(canAddWidget(WIDGET_IDS.url, Array(URL_WIDGET_MAX).fill(WIDGET_IDS.url))).toEqual({
      ok: false,
      reason: 'limit',
    });
  });

  it('allows one Archive Viewer, or six with a Timeline', () => {
    expect(canAddWidget(WIDGET_IDS.archiveViewer, [WIDGET_IDS.archiveViewer])).toEqual({ ok: false, reason: 'limit' });
    const five = Array(5).fill(WIDGET_IDS.archiveViewer);
    expect(canAddWidget(WIDGET_IDS.archiveViewer, [WIDGET_IDS.timeline, ...five])).toEqual({ ok: true });
    expect(canAddWidget(WIDGET_IDS.archiveViewer, [WIDGET_IDS.timeline, ...five, WIDGET_IDS.archiveViewer])).toEqual({
      ok: false,
      reason: 'limit',
    });
  });

  it('allows two Events, one with a Timeline', () => {
    expect(canAddWidget(WIDGET_IDS.events, [WIDGET_IDS.events])).toEqual({ ok: true });
    expect(canAddWidget(WIDGET_IDS.events, [WIDGET_IDS.events, WIDGET_IDS.events])).toEqual({
      ok: false,
      reason: 'limit',
    });
    expect(canAddWidget(WIDGET_IDS.events, [WIDGET_IDS.timeline, WIDGET_IDS.events])).toEqual({
      ok: false,
      reason: 'limit',
    });
    expect(canAddWidget(WIDGET_IDS.timeline, [WIDGET_IDS.events, WIDGET_IDS.events])).toEqual({
      ok: false,
      reason: 'limit',
    });
  });

  it('keeps the Timeline with Device List, Archive Viewer and Events only', () => {
    expect(canAddWidget(WIDGET_IDS.timeline, [WIDGET_IDS.deviceList, WIDGET_IDS.archiveViewer])).toEqual({ ok: true });
    expect(canAddWidget(WIDGET_IDS.url, [WIDGET_IDS.timeline])).toEqual({ ok: false, reason: 'incompatible' });
    expect(canAddWidget(WIDGET_IDS.timeline, [WIDGET_IDS.url])).toEqual({ ok: false, reason: 'incompatible' });
  });

  it('does not limit widgets without a limit', () => {
    expect(canAddWidget(WIDGET_IDS.cameraLive, Array(20).fill(WIDGET_IDS.cameraLive))).toEqual({ ok: true });
  });
});
