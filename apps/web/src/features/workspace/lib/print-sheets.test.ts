import { describe, expect, it } from 'vitest';
import { printStyle, sheetBox } from './print-sheets.ts';

const A4 = { width: 595.28, height: 841.89 };
const LANDSCAPE = { width: 841.89, height: 595.28 };

describe('the print document of several files', () => {
  it('puts each page on paper of its own size, one per paper, no empty paper at the end', () => {
    const sheets = [
      { fileName: 'a-redacted.pdf', page: 1, ...A4 },
      { fileName: 'a-redacted.pdf', page: 2, ...LANDSCAPE },
      { fileName: 'b-redacted.pdf', page: 1, ...A4 },
    ];
    const { css, pageNames } = printStyle(sheets);
    expect(pageNames).toEqual(['sheet-0', 'sheet-1', 'sheet-0']);
    expect(css).toContain('@page sheet-0 { size: 595.28pt 841.89pt; margin: 0; }');
    expect(css).toContain('@page sheet-1 { size: 841.89pt 595.28pt; margin: 0; }');
    expect(css).toContain('.sheet { overflow: hidden; break-inside: avoid; break-after: page; }');
    expect(css).toContain('.sheet:last-child { break-after: auto; }');
    expect(sheetBox(sheets[0]!)).toEqual({ width: '595.28pt', height: '841.39pt' });
  });
});
