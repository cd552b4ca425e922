import { labelTooltip } from './labelTooltip';

describe('labelTooltip (spec 3 §9: 10 labels, then ...and N more)', () => {
  const names = new Map(Array.from({ length: 12 }, (_, i) => [`l${i}`, `Label ${i}`]));
  it('lists the names of known labels', () => {
    expect(labelTooltip(['l1', 'gone', 'l2'], names, (n) => `...and ${n} more`)).toBe('Label 1\nLabel 2');
  });
  it('stops at 10 and counts the rest', () => {
    const text = labelTooltip([...names.keys()], names, (n) => `...and ${n} more`);
    expect(text.split('\n')).toHaveLength(11);
    expect(text.endsWith('...and 2 more')).toBe(true);
  });
});
