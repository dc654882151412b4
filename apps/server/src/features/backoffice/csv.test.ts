import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('back-office CSV export', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and writes objects as JSON', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        { a: 'x, "y"', b: { k: 1 } },
        { a: 'line\nbreak', b: null },
      ],
    );
    expect(csv).toBe('a,b\r\n"x, ""y""","{""k"":1}"\r\n"line\nbreak",\r\n');
  });

  it("never lets a cell run as a spreadsheet formula (= + - @ prefixed with ')", () => {
    const csv = toCsv(
      ['v'],
      [{ v: '=HYPERLINK("http://x")' }, { v: '+1' }, { v: '-2' }, { v: '@SUM(A1)' }, { v: 'plain' }],
    );
    expect(csv.split('\r\n').slice(1, 6)).toEqual(['"\'=HYPERLINK(""http://x"")"', "'+1", "'-2", "'@SUM(A1)", 'plain']);
  });
});
