import { normalisePlate } from './plateRead';

describe('a licence plate as watchlists compare it (issue 32)', () => {
  it('drops case, spacing and punctuation', () => {
    expect(normalisePlate(' abc-1234 ')).toBe('ABC1234');
    expect(normalisePlate('wx 123.45')).toBe('WX12345');
    expect(normalisePlate('Üñ 42')).toBe('UN42');
  });

  it('reads a confusable character as its block has it: letters among letters, digits among digits', () => {
    expect(normalisePlate('A8C 1O34')).toBe('ABC1034');
    expect(normalisePlate('ABC 1234')).toBe('ABC1234');
    expect(normalisePlate('0PS 5I7')).toBe('OPS517');
    expect(normalisePlate('K0 12 CD')).toBe('KO12CD');
  });

  it('reads a block of confusables only as digits', () => {
    expect(normalisePlate('ZX 8O 12')).toBe('ZX8012');
    expect(normalisePlate('SDW 0018')).toBe('SDW0018');
    expect(normalisePlate('OSB 7')).toBe('0587');
    expect(normalisePlate('B5 0I')).toBe('8501');
  });

  it('gives one text for every way an OCR may confuse the same plate', () => {
    const reads = ['SAB 102', 'SA8 1O2', '5AB I02', 'sab-io2'];
    expect(new Set(reads.map(normalisePlate))).toEqual(new Set(['SAB102']));
  });
});
