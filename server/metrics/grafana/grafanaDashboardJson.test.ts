/** The shipped Grafana dashboard's forecasts (issue 29): a linear forecast draws only where its
 *  series is as old as the window it is fitted over, never from a few minutes' points. */
import { grafanaDashboardJson } from './grafanaDashboardJson';

interface PanelJson {
  title: string;
  targets: Array<{ expr: string }>;
}

describe('grafanaDashboardJson forecasts', () => {
  const forecasts = (grafanaDashboardJson() as { panels: PanelJson[] }).panels.flatMap((panel) =>
    panel.targets.filter((t) => t.expr.includes('predict_linear')).map((t) => ({ title: panel.title, expr: t.expr })),
  );

  it('has the archive volume forecast', () => {
    expect(forecasts.map((f) => f.title)).toContain('Archive volume free in 7 days (linear forecast)');
  });

  it('draws each only where its series is as old as the window it is fitted over', () => {
    for (const { expr } of forecasts) {
      const [, series, window] = /predict_linear\((\w+)\[(\w+)\]/.exec(expr) ?? [];
      expect(series).toBeDefined();
      expect(expr).toContain(`and ${series} offset ${window}`);
    }
  });
});
