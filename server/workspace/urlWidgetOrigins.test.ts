import { WIDGET_IDS } from '../../shared/widgets/widgetCatalogue';
import { urlWidgetOrigins } from './urlWidgetOrigins';
import type { View } from '../../shared/views';

const view = (widgets: Array<{ widgetId: string; url?: unknown }>) =>
  ({
    id: 'v',
    name: 'v',
    widgets: widgets.map((w, i) => ({
      id: `c${i}`,
      name: '',
      module: 'widgets',
      widgetId: w.widgetId,
      props: { url: w.url },
    })),
  }) as unknown as View;

describe('urlWidgetOrigins', () => {
  it("collects each URL widget's origin once, across views", () => {
    const views = [
      view([
        { widgetId: WIDGET_IDS.url, url: 'https://intranet.example/dash?x=1' },
        { widgetId: WIDGET_IDS.url, url: ' https://intranet.example/other ' },
      ]),
      view([{ widgetId: WIDGET_IDS.url, url: 'http://10.0.0.5:8080/' }]),
    ];
    expect(urlWidgetOrigins(views)).toEqual(['https://intranet.example', 'http://10.0.0.5:8080']);
  });

  it('ignores other widgets, empty and non-web URLs', () => {
    const views = [
      view([
        { widgetId: 'CameraLive', url: 'https://camera.example' },
        { widgetId: WIDGET_IDS.url, url: '' },
        { widgetId: WIDGET_IDS.url, url: 'javascript:alert(1)' },
        { widgetId: WIDGET_IDS.url, url: 'data:text/html,x' },
        { widgetId: WIDGET_IDS.url, url: 42 },
        { widgetId: WIDGET_IDS.url, url: 'not a url' },
      ]),
    ];
    expect(urlWidgetOrigins(views)).toEqual([]);
  });
});
