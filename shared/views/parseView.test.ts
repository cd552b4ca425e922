import { parseLayout, parseView } from './parseView';

describe('parseView', () => {
  it('refuses views without an id, name or usable layout', () => {
    expect(parseView(null)).toBeNull();
    expect(parseView({ id: '', name: 'x', layout: { type: 'cell', id: 'c', size: 1 } })).toBeNull();
    expect(parseView({ id: 'v', layout: { type: 'cell', id: 'c', size: 1 } })).toBeNull();
    expect(parseView({ id: 'v', name: 'x', layout: { type: 'cell', id: 'c', size: -1 } })).toBeNull();
  });

  it('keeps known fields of the right type only', () => {
    const view = parseView({
      id: 'v',
      name: 'x',
      layout: { type: 'cell', id: 'c', size: 1 },
      widgets: [{ id: 'c', widgetId: 'URL' }, { id: 3 }],
      isBeta: true,
      isAdmin: 'yes',
      aspectRatio: 'display',
      designDisplayId: 2,
      evil: '<script>',
    });
    expect(view).toEqual({
      id: 'v',
      name: 'x',
      hasLayout: true,
      layout: { type: 'cell', id: 'c', size: 1 },
      widgets: [{ id: 'c', widgetId: 'URL', name: 'URL', module: '', props: {} }],
      isBeta: true,
      aspectRatio: 'display',
      designDisplayId: 2,
    });
  });

  it('refuses splits with a bad orientation, no children or too deep', () => {
    expect(parseLayout({ type: 'split', id: 's', size: 1, orientation: 'diagonal', children: [] })).toBeNull();
    let deep: unknown = { type: 'cell', id: 'c', size: 1 };
    for (let i = 0; i < 20; i++)
      deep = { type: 'split', id: `s${i}`, size: 1, orientation: 'vertical', children: [deep] };
    expect(parseLayout(deep)).toBeNull();
  });
});
