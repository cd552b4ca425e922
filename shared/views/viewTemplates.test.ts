import { URL_WIDGET_MAX, WIDGET_IDS } from '../widgets';
import { createLayout } from './layoutTemplates';
import { layoutCells } from './layoutOperations';
import { counterIds } from './testIds';
import { templateWidgets, VIEW_TEMPLATES } from './viewTemplates';

const template = (id: string) => VIEW_TEMPLATES.find((t) => t.id === id)!;

describe('view templates (spec 1 §2.9)', () => {
  it('a blank template places no widget', () => {
    expect(templateWidgets(template('blank'), createLayout('2x2', counterIds()), 'm')).toEqual([]);
  });

  it('fills every cell in reading order', () => {
    const layout = createLayout('2x2', counterIds());
    const widgets = templateWidgets(template('live'), layout, 'video');
    expect(widgets.map((w) => w.id)).toEqual(layoutCells(layout).map((c) => c.id));
    expect(widgets.every((w) => w.widgetId === WIDGET_IDS.cameraLive && w.module === 'video')).toBe(true);
    expect(widgets[0]?.props).toMatchObject({ canReplaceSource: true });
  });

  it(`stops at the widget's count limit (URL: ${URL_WIDGET_MAX} of 9 cells)`, () => {
    expect(templateWidgets(template('web'), createLayout('3x3', counterIds()), 'widgets')).toHaveLength(URL_WIDGET_MAX);
    expect(templateWidgets(template('archive'), createLayout('3x3', counterIds()), 'video')).toHaveLength(1);
  });
});
