// Helpers for tests only: independent tools (poppler, qpdf) run on files in a temp directory.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
