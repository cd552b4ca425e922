/** Test data for the views tests: views and configurations as the server stores them. */
export const cell = (id: string, size = 1) => ({ type: 'cell', id, size });

export const row = (id: string, cells: string[]) => ({
  type: 'split',
  id,
  orientation: 'horizontal',
  size: 1,
  children: cells.map((c) => cell(c, 1 / cells.length)),
});

export const storedView = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  hasLayout: true,
  layout: cell(`${id}-c`),
  widgets: [],
  ...extra,
});

export const urlWidget = (id: string, url: string) => ({
  id,
  name: 'URL',
  module: 'widgets',
  widgetId: 'URL',
  props: { url },
});

export const v2 = (views: unknown[], extra: Record<string, unknown> = {}) => ({ version: 'v2', views, ...extra });
