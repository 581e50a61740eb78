import { describe, expect, it } from 'vitest';
import { csvCell, csvDecimal, csvText } from './csv';

describe('csv', () => {
  it('when a cell holds a comma, a quote or a line break, then it is quoted with quotes doubled', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('when text starts as a spreadsheet formula would (= + - @ tab CR), then it is prefixed with a quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('when a cell is one of our numbers, then it stays a number, negative or with fixed decimals', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(csvDecimal(-80, 2))).toBe('-80.00');
  });

  it('when rows are written, then each ends with CRLF', () => {
    expect(
      csvText([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n');
  });
});
