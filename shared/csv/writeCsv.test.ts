import Papa from 'papaparse';
import { writeCsv } from './writeCsv';

/** The cell as a spreadsheet would read it back from the file. */
const written = (cell: string | number | boolean | null) => writeCsv(['a'], [[cell]]).split('\r\n')[1];
const readBack = (cell: string | number | boolean | null) =>
  Papa.parse<string[]>(writeCsv(['a'], [[cell]])).data[1]?.[0];

describe('writeCsv', () => {
  it.each([
    // OWASP's formula starts: prefixed with a quote and quoted.
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['=1+1\nsecond line', `"'=1+1\nsecond line"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
    // Text that only contains such characters later is left as it is.
    ['Door = open', 'Door = open'],
    ['a-b', 'a-b'],
    ['mail@example.com', 'mail@example.com'],
    // Separators, quotes and line breaks are quoted as CSV requires.
    ['Gate, north', '"Gate, north"'],
    ['Door "A"', '"Door ""A"""'],
    // Numbers and booleans are values, not formulae.
    [-5, '-5'],
    [true, 'true'],
    [null, ''],
  ])('writes %j as %j', (cell, expected) => {
    expect(written(cell)).toBe(expected);
  });

  it('reads back as the text with a leading quote, which a spreadsheet shows as text', () => {
    expect(readBack('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(readBack('Gate, north')).toBe('Gate, north');
  });

  it('writes the header row first', () => {
    expect(writeCsv(['Event ID', 'Message'], [['e1', 'Motion']])).toBe('Event ID,Message\r\ne1,Motion');
  });
});
