import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Austin, TX')).toBe('"Austin, TX"');
    expect(csvCell('12" pallets')).toBe('"12"" pallets"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x');
  });

  it('neutralises text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-42.5)).toBe('-42.5');
  });
});
