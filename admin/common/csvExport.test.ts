import { describe, expect, it } from 'vitest';
import { byteOrderMark, csvCell, csvFileName, toCsv } from './csvExport';

interface Row {
  name: string;
  count: number | null;
}

const columns = [
  { header: 'Ad Soyad', value: (row: Row) => row.name },
  { header: 'Katılımcı', value: (row: Row) => row.count },
];

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and separates with semicolons and CRLF', () => {
    const csv = toCsv<Row>([{ name: 'Çağla Öztürk', count: 2 }], columns);
    expect(csv.startsWith(byteOrderMark)).toBe(true);
    expect(csv.slice(1)).toBe('Ad Soyad;Katılımcı\r\nÇağla Öztürk;2\r\n');
    // Encoded as a Blob would encode it: EF BB BF, then ç ğ ı ş as two bytes each.
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toContain('Çağla Öztürk');
  });

  it('quotes cells holding the delimiter, quotes or line breaks, and leaves empty values empty', () => {
    const csv = toCsv<Row>(
      [
        { name: 'Şahin; Ltd. "Şti."', count: null },
        { name: 'iki\nsatır', count: 0 },
      ],
      columns,
    );
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Ad Soyad;Katılımcı',
      '"Şahin; Ltd. ""Şti.""";',
      '"iki\nsatır";0',
      '',
    ]);
  });

  it('defuses what Excel would run as a formula, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+90 532 000 00 00')).toBe("'+90 532 000 00 00");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('0532 000 00 00')).toBe('0532 000 00 00');
  });

  it('takes a comma delimiter when asked', () => {
    expect(toCsv<Row>([{ name: 'a,b', count: 1 }], columns, { delimiter: ',' }).slice(1)).toBe(
      'Ad Soyad,Katılımcı\r\n"a,b",1\r\n',
    );
  });
});

describe('csvFileName', () => {
  it('names the file by the day in Turkey', () => {
    // 22:30 UTC on 31 December is already 1 January in Istanbul.
    expect(csvFileName('on-kayitlar', new Date('2024-12-31T22:30:00Z'))).toBe('on-kayitlar-2025-01-01');
  });
});
