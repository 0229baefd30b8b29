/** Pages of several files are printed as pictures at this resolution (as pdf.js's own viewer prints). */
export const PRINT_DPI = 150;

/** One printed sheet: a page of a file, its size in PDF points. */
export interface PrintSheet {
  fileName: string;
  page: number;
  width: number;
  height: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The print document's style: every sheet on paper of its own page's size (a named @page per
 * size, so a landscape page prints landscape between portrait ones), no margins, one sheet per
 * paper and no empty paper after the last. Returns the style and each sheet's page name.
 */
export function printStyle(sheets: readonly PrintSheet[]): { css: string; pageNames: string[] } {
  const names = new Map<string, string>();
  const pageNames = sheets.map((sheet) => {
    const key = `${round(sheet.width)}pt ${round(sheet.height)}pt`;
    if (!names.has(key)) names.set(key, `sheet-${names.size}`);
    return names.get(key)!;
  });
  const css = [
    '@page { margin: 0; }',
    ...[...names].map(([size, name]) => `@page ${name} { size: ${size}; margin: 0; }`),
    'html, body { margin: 0; padding: 0; background: #fff; }',
    '.sheet { overflow: hidden; break-inside: avoid; break-after: page; }',
    '.sheet:last-child { break-after: auto; }',
    '.sheet img { display: block; width: 100%; height: 100%; }',
  ].join('\n');
  return { css, pageNames };
}

/**
 * The CSS size of a sheet's box: its page in points, a hair shorter so rounding never pushes it
 * onto a second paper.
 */
export function sheetBox(sheet: PrintSheet): { width: string; height: string } {
  return { width: `${round(sheet.width)}pt`, height: `${round(sheet.height - 0.5)}pt` };
}
