import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('a CSV cell', () => {
  it('quotes commas, quotes and line breaks, and parses back to the same text', () => {
    const cells = ['plain', 'a, b', 'say "hi"', 'two\nlines', 'cr\r\nlf', 'Wanjikũ Ñandú 🌞', '', 12, 3.5];
    const [row] = parse(csvRow(cells)) as string[][];
    expect(row).toEqual(['plain', 'a, b', 'say "hi"', 'two\nlines', 'cr\r\nlf', 'Wanjikũ Ñandú 🌞', '', '12', '3.5']);
  });

  it('neutralises a text a spreadsheet would run as a formula, and only such a text', () => {
    for (const text of ['=1+1', '+254712345678', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])
      expect(parse(csvRow([text]))).toEqual([[`'${text}`]]);
    for (const text of ['1+1', 'a=b', ' =1', "'already"]) expect(csvCell(text)).toBe(text);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});
