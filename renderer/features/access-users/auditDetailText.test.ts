import { auditDetailText } from './auditDetailText';

describe('auditDetailText', () => {
  it('lists fields, with changes as from → to', () => {
    expect(
      auditDetailText({ name: { from: 'dave', to: 'David' }, isAdmin: true, email: { from: null, to: 'a@b.c' } }),
    ).toBe('name: dave → David; isAdmin: true; email: — → a@b.c');
    expect(auditDetailText({})).toBe('');
    expect(auditDetailText(null)).toBe('');
  });
});
