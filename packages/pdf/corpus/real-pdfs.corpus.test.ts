// The corpus tier: every target of every real published PDF in the shared corpus is redacted
// through the engine, and each result is checked with independent tools (poppler's pdftotext,
// pdftoppm, qpdf) as the corpus README describes: targets gone from the text and the uncompressed
// objects, controls kept, the file structurally sound, no page lost — and every page rendered by
// poppler looks as before: pages without a mark entirely, marked pages outside their marks. A
// cleaned copy (nothing marked, only sanitising) must look as before on every page.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactPdf, type RedactionMark } from '../src/index.ts';
import { describeChangedPages, marksFor, pagesChangedOutsideMarks } from '../src/test-support.ts';

interface Manifest {
  files: {
    file: string;
    pages: number;
    classes: string[];
    targets: { text: string }[];
    controls: { text: string }[];
  }[];
}

const CORPUS_DIR =
  process.env.SLADD_CORPUS_DIR ?? resolve(import.meta.dirname, '../../../../shared/corpus/real-pdfs');
const present = existsSync(join(CORPUS_DIR, 'manifest.json'));
// Corpus files are larger than uploads may be in some tests' defaults; the engine's own limit is not under test here.
const LIMITS = { maxBytes: 64 * 1024 * 1024 };

/**
 * Files the product cannot make safe, each with the refusal the test expects instead of a file.
 * Empty: every corpus file is redacted and verified. A file added here must name why.
 */
const REFUSED: Record<string, RegExp> = {};

/** Poppler renders at this resolution for the comparison; a page fails past this share of changed pixels. */
const RENDER_DPI = 36;
const MAX_CHANGED = 0.001;

/** Pages whose poppler render changed outside the marks (see pagesChangedOutsideMarks). */
function changedPages(before: Uint8Array, after: Uint8Array, marks: RedactionMark[]): string[] {
  return describeChangedPages(pagesChangedOutsideMarks(before, after, marks, RENDER_DPI, MAX_CHANGED));
}

const squash = (text: string): string => text.replace(/[ \t\n\r\f\v]+/g, ' ');
const count = (hay: string, needle: string): number => hay.split(needle).length - 1;

function run(cmd: string, args: string[]): { status: number; stdout: string } {
  const r = spawnSync(cmd, args, { encoding: 'latin1', maxBuffer: 512 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { status: r.status ?? -1, stdout: r.stdout };
}

/** pdftotext (layout order and -raw), qpdf --check status, page count and the uncompressed objects of a PDF. */
function inspect(pdf: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'sladd-corpus-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, pdf);
    const text = (args: string[]) =>
      squash(Buffer.from(run('pdftotext', [...args, file, '-']).stdout, 'latin1').toString('utf8'));
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]).stdout)?.[1]);
    const qdf = run('qpdf', ['--qdf', '--object-streams=disable', file, '-']).stdout;
    return {
      text: text(['-enc', 'UTF-8']),
      raw: text(['-enc', 'UTF-8', '-raw']),
      check: run('qpdf', ['--check', file]).status,
      pages,
      objects: Buffer.from(qdf, 'latin1'),
      bytes: Buffer.from(pdf),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function marksOfTargets(bytes: Uint8Array, terms: string[]): RedactionMark[] {
  return marksFor(bytes, terms, { caseSensitive: true, limits: LIMITS });
}

const required = process.env.CI === 'true' || process.env.SLADD_CORPUS_DIR !== undefined;
const manifest: Manifest = present
  ? JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8'))
  : { files: [] };

describe.skipIf(!present && !required)(
  present
    ? 'real-world corpus'
    : `real-world corpus (skipped: no corpus at ${CORPUS_DIR}; set SLADD_CORPUS_DIR)`,
  () => {
    it('has the corpus (CI must run this tier)', () => {
      expect(present).toBe(true);
      expect(manifest.files.length).toBeGreaterThan(0);
    });

    for (const entry of manifest.files) {
      const targets = entry.targets.map((t) => t.text);
      const title = `${entry.file} (${entry.classes.join(', ')}): ${targets.length} targets gone, ${entry.controls.length} controls kept, file sound`;
      it(title, { timeout: 300_000 }, () => {
        const input = new Uint8Array(readFileSync(join(CORPUS_DIR, entry.file)));
        const before = inspect(input);
        const marks = marksOfTargets(input, targets);
        const refusal = REFUSED[entry.file];
        if (refusal) {
          expect(() => redactPdf(input, marks, { mode: 'fill' }, { limits: LIMITS, texts: targets })).toThrow(
            refusal,
          );
          return;
        }
        const { pdf, verification } = redactPdf(
          input,
          marks,
          { mode: 'fill' },
          { limits: LIMITS, texts: targets },
        );
        const after = inspect(pdf);
        const leftovers = targets.flatMap((t) => {
          const found = {
            text: count(after.text, t),
            raw: count(after.raw, t),
            objects: count(after.objects.toString('utf8'), t) + count(after.objects.toString('latin1'), t),
            bytes: count(after.bytes.toString('latin1'), t),
          };
          return Object.values(found).some((n) => n > 0) ? [{ target: t, ...found }] : [];
        });
        expect(leftovers).toEqual([]);
        const controls = entry.controls.map((c) => ({ control: c.text, after: count(after.text, c.text) }));
        expect(controls).toEqual(
          entry.controls.map((c) => ({ control: c.text, after: count(before.text, c.text) })),
        );
        expect(after.check, 'qpdf --check reports errors (exit 2)').not.toBe(2);
        expect(after.pages).toBe(entry.pages);
        expect(verification.ok).toBe(true);
        expect(verification.visual).toMatchObject({ ok: true, pagesCompared: entry.pages });
        // Poppler, not the engine that redacted, must see every page as before outside the marks.
        expect(changedPages(input, pdf, marks), 'pages that look different outside the marks').toEqual([]);
        for (const t of targets) {
          const cert = verification.strings.find((s) => s.text === t);
          // The certificate counts case-insensitively; occurrences in another case that no mark
          // touched ("ALTERNATIVE" in a heading) are kept, and no more than those remain.
          expect(cert, `certificate lists "${t}"`).toMatchObject({ inObjects: 0 });
          expect(cert!.before).toBeGreaterThan(cert!.kept);
          expect(cert!.after).toBeLessThanOrEqual(cert!.kept);
        }
      });
    }

    for (const entry of manifest.files) {
      it(
        `${entry.file}: a cleaned copy (nothing marked) looks as before on every page`,
        { timeout: 300_000 },
        () => {
          const input = new Uint8Array(readFileSync(join(CORPUS_DIR, entry.file)));
          const { pdf, verification } = redactPdf(input, [], { mode: 'fill' }, { limits: LIMITS });
          expect(verification.visual).toMatchObject({ ok: true, pagesCompared: entry.pages });
          expect(changedPages(input, pdf, []), 'pages that look different').toEqual([]);
        },
      );
    }
  },
);
