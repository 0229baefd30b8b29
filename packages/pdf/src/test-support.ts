// Helpers for tests only: independent tools (poppler, qpdf) run on files in a temp directory.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractWords } from './extract-words.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { searchPages } from './search-pages.ts';
import type { OpenPdfLimits, RedactionMark } from './types.ts';

/** Runs `fn` with a fresh temp directory that is removed afterwards. */
export function withTempDir<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'sladd-pdf-test-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text of a PDF as poppler's pdftotext sees it. */
export function popplerText(pdf: Uint8Array): string {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
  });
}

/** `qpdf --check` exit status 0 (2 = errors, 3 = warnings only). */
export function qpdfCheck(pdf: Uint8Array): { ok: boolean; output: string } {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    try {
      return {
        ok: true,
        output: execFileSync('qpdf', ['--check', join(dir, 'in.pdf')], { encoding: 'utf8' }),
      };
    } catch (err) {
      return { ok: false, output: String((err as { stdout?: string }).stdout ?? err) };
    }
  });
}

/** The whole file uncompressed (qpdf QDF form, no object streams) as latin1 text, for byte searches. */
export function qdfText(pdf: Uint8Array): string {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('qpdf', ['--qdf', '--object-streams=disable', join(dir, 'in.pdf'), join(dir, 'out.pdf')]);
    return readFileSync(join(dir, 'out.pdf')).toString('latin1');
  });
}

export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Renders one page (1-based) with pdftoppm to 8-bit grey at `dpi`. */
export function popplerRenderGray(pdf: Uint8Array, page: number, dpi: number): GrayImage {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    const out = execFileSync(
      'pdftoppm',
      ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), join(dir, 'in.pdf')],
      { maxBuffer: 1 << 28 },
    );
    return parsePgm(out);
  });
}

/** Renders one page (1-based) with pdftoppm to 8-bit RGB at `dpi`. */
export function popplerRenderRgb(pdf: Uint8Array, page: number, dpi: number): GrayImage {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    const out = execFileSync(
      'pdftoppm',
      ['-r', String(dpi), '-f', String(page), '-l', String(page), join(dir, 'in.pdf')],
      { maxBuffer: 1 << 28 },
    );
    return parsePgm(out);
  });
}

function parsePgm(buf: Buffer): GrayImage {
  // Header: magic, width, height, maxval separated by whitespace, then one byte of whitespace.
  const fields: string[] = [];
  let i = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(buf[i]!))) i++;
    let tok = '';
    while (!/\s/.test(String.fromCharCode(buf[i]!))) tok += String.fromCharCode(buf[i++]!);
    fields.push(tok);
  }
  i++;
  return { width: Number(fields[1]), height: Number(fields[2]), data: new Uint8Array(buf.subarray(i)) };
}

/** Mean grey value (0 black, 255 white) inside a box given in PDF points at `dpi`. */
export function meanGray(
  img: GrayImage,
  box: { x0: number; y0: number; x1: number; y1: number },
  dpi: number,
  channels = 1,
): number {
  const s = dpi / 72;
  let sum = 0;
  let n = 0;
  for (let y = Math.ceil(box.y0 * s); y < Math.floor(box.y1 * s); y++) {
    for (let x = Math.ceil(box.x0 * s); x < Math.floor(box.x1 * s); x++) {
      for (let c = 0; c < channels; c++) sum += img.data[(y * img.width + x) * channels + c]!;
      n += channels;
    }
  }
  return n ? sum / n : NaN;
}

/**
 * Renders every page's crop box (what viewers show, and what mark coordinates are relative to)
 * with one pdftoppm run, 8-bit grey at `dpi`; index 0 is page 1.
 */
export function popplerRenderAllGray(pdf: Uint8Array, dpi: number): GrayImage[] {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-q', '-cropbox', '-gray', '-r', String(dpi), join(dir, 'in.pdf'), join(dir, 'p')],
      {
        maxBuffer: 1 << 28,
      },
    );
    return readdirSync(dir)
      .filter((n) => n.startsWith('p-') && n.endsWith('.pgm'))
      .sort((a, b) => Number(/(\d+)\.pgm$/.exec(a)![1]) - Number(/(\d+)\.pgm$/.exec(b)![1]))
      .map((n) => parsePgm(readFileSync(join(dir, n))));
  });
}

/**
 * Share (0–1) of a page's pixels whose grey level moved by more than `levels` between two renders
 * at `dpi`, leaving out the boxes (PDF points, displayed page) grown by `marginPx`. A pixel that
 * matches one of its neighbours in the other render is not a change: rewritten content may round a
 * text position differently (1e-6 pt), which moves a line by one pixel in poppler, unseen by anyone,
 * while a lost image, a blanked page or a moved paragraph still counts in full.
 */
export function changedShare(
  a: GrayImage,
  b: GrayImage,
  dpi: number,
  boxes: { x0: number; y0: number; x1: number; y1: number }[] = [],
  levels = 40,
  marginPx = 2,
): number {
  // A crop box rewritten with other decimals can round to one pixel more or less.
  if (Math.abs(a.width - b.width) > 1 || Math.abs(a.height - b.height) > 1) return 1;
  const w = Math.min(a.width, b.width);
  const h = Math.min(a.height, b.height);
  const at = (img: GrayImage, x: number, y: number): number => img.data[y * img.width + x]!;
  const s = dpi / 72;
  const skip = new Uint8Array(w * h);
  for (const m of boxes) {
    const x0 = Math.max(0, Math.floor(m.x0 * s - marginPx));
    const x1 = Math.min(w, Math.ceil(m.x1 * s + marginPx));
    const y0 = Math.max(0, Math.floor(m.y0 * s - marginPx));
    const y1 = Math.min(h, Math.ceil(m.y1 * s + marginPx));
    for (let y = y0; y < y1; y++) skip.fill(1, y * w + x0, y * w + Math.max(x0, x1));
  }
  const near = (x: number, y: number, v: number): boolean => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < w && yy < h && Math.abs(at(b, xx, yy) - v) <= levels) return true;
      }
    return false;
  };
  let n = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const v = at(a, x, y);
      if (skip[y * w + x] || Math.abs(v - at(b, x, y)) <= levels) continue;
      if (!near(x, y, v)) n++;
    }
  return n / (w * h);
}

/**
 * Like changedShare, on the mean of each `block`×`block` square of pixels: what a person sees at a
 * glance. Poppler smooths a scan image differently once it is stored with another filter (a CCITT
 * scan written back losslessly renders with other glyph edges, though every pixel is the same), a
 * difference this comparison does not see, while a lost picture or a blanked page still shows.
 */
export function changedBlockShare(
  a: GrayImage,
  b: GrayImage,
  dpi: number,
  boxes: { x0: number; y0: number; x1: number; y1: number }[] = [],
  block = 3,
  levels = 40,
): number {
  const coarse = (img: GrayImage): GrayImage => {
    const width = Math.floor(img.width / block);
    const height = Math.floor(img.height / block);
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let dy = 0; dy < block; dy++)
          for (let dx = 0; dx < block; dx++) sum += img.data[(y * block + dy) * img.width + x * block + dx]!;
        data[y * width + x] = Math.round(sum / (block * block));
      }
    return { width, height, data };
  };
  return changedShare(coarse(a), coarse(b), dpi / block, boxes, levels, 1);
}

/** Marks for every occurrence of the terms, found with Sladd's own search (as a person would). */
export function marksFor(
  bytes: Uint8Array,
  terms: string[],
  options: { caseSensitive?: boolean; limits?: OpenPdfLimits } = {},
): RedactionMark[] {
  const doc = openPdf(bytes, options.limits);
  try {
    return searchPages(extractWords(doc), terms, { caseSensitive: options.caseSensitive }).flatMap((p) =>
      p.matches.flatMap((m) => m.boxes.map((bbox) => ({ page: p.page, bbox }))),
    );
  } finally {
    closePdf(doc);
  }
}

/**
 * The pages (1-based) whose poppler render at `dpi` changed by more than `maxShare` outside their
 * marks, both pixel by pixel (a one-pixel shift forgiven) and in 3×3 blocks (changedBlockShare),
 * each with what changed; a different page count is one entry.
 */
export function pagesChangedOutsideMarks(
  before: Uint8Array,
  after: Uint8Array,
  marks: RedactionMark[],
  dpi: number,
  maxShare: number,
): { page: number; pixels: number; blocks: number }[] | string {
  const a = popplerRenderAllGray(before, dpi);
  const b = popplerRenderAllGray(after, dpi);
  if (a.length !== b.length) return `${a.length} pages rendered before, ${b.length} after`;
  return a.flatMap((page, i) => {
    const boxes = marks.filter((m) => m.page === i + 1).map((m) => m.bbox);
    const pixels = changedShare(page, b[i]!, dpi, boxes);
    if (pixels <= maxShare) return [];
    const blocks = changedBlockShare(page, b[i]!, dpi, boxes);
    return blocks > maxShare ? [{ page: i + 1, pixels, blocks }] : [];
  });
}

/** pagesChangedOutsideMarks as lines for a test's failure message (empty when nothing changed). */
export function describeChangedPages(changed: ReturnType<typeof pagesChangedOutsideMarks>): string[] {
  if (typeof changed === 'string') return [changed];
  return changed.map(
    (c) =>
      `page ${c.page}: ${(c.pixels * 100).toFixed(2)} % of pixels, ${(c.blocks * 100).toFixed(2)} % of 3×3 blocks`,
  );
}
