// Scores redaction on a blind, frozen held-out set (bench/heldout-redaction/<set>/: manifest, README
// and SHA256SUMS; the PDFs are not in the repository — the README names each file's repository,
// commit and path). Each set was chosen and frozen by someone who had not seen the code, before it
// was run here; score a set once, and say so when a set has been used to fix what it found.
//
//   npm run bench:heldout -- <folder with the held-out PDFs> [--exclude H12,H13] [--set <name>]
//
// For each file: every target is found with Sladd's search and redacted; the output is checked with
// poppler (pdftotext -> targets gone, controls kept; pdftoppm -> pages unchanged outside the marks,
// pages with pictures and no target unchanged), qpdf --check, the page count; a refusal is counted
// with its reason. Prints one JSON line per file (stderr) and a summary line (stdout).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { redactPdf } from '@sladd/pdf';
import { marksFor, pagesChangedOutsideMarks } from '../packages/pdf/src/test-support.ts';

interface Entry {
  file: string;
  pages: number;
  targets: { text: string; pdftotext_count: number }[];
  controls: { text: string; pdftotext_count: number }[];
  pages_with_images_without_targets?: number[];
}

const folder = resolve(process.argv[2] ?? '');
const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const exclude = new Set((option('--exclude') ?? '').split(',').filter(Boolean));
const here = resolve(import.meta.dirname, 'heldout-redaction', option('--set') ?? 'set1');
const manifest: { files: Entry[] } = JSON.parse(readFileSync(join(here, 'manifest.json'), 'utf8'));
const sums = new Map(
  readFileSync(join(here, 'SHA256SUMS'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(/\s+\*?/) as [string, string])
    .map(([sum, name]) => [name, sum]),
);
const LIMITS = { maxBytes: 64 * 1024 * 1024, maxPages: 2000 };
const squash = (t: string) => t.replace(/[ \t\n\r\f\v]+/g, ' ');
const count = (hay: string, needle: string) => hay.split(needle).length - 1;

function poppler(pdf: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'heldout-'));
  try {
    const file = join(dir, 'f.pdf');
    writeFileSync(file, pdf);
    const run = (cmd: string, args: string[]) =>
      spawnSync(cmd, [...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
    return {
      text: squash(run('pdftotext', ['-q', '-enc', 'UTF-8', file, '-']).stdout),
      raw: squash(run('pdftotext', ['-q', '-raw', '-enc', 'UTF-8', file, '-']).stdout),
      check: run('qpdf', ['--check', file]).status,
      pages: Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]).stdout)?.[1] ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows: Record<string, unknown>[] = [];
let pagesDone = 0;
let seconds = 0;
for (const entry of manifest.files) {
  const id = entry.file.slice(0, 3);
  if (exclude.has(id)) continue;
  const bytes = new Uint8Array(readFileSync(join(folder, entry.file)));
  const sum = createHash('sha256').update(bytes).digest('hex');
  if (sums.get(entry.file) !== sum) throw new Error(`${entry.file} is not the frozen file (sha256 differs)`);
  const targets = entry.targets.map((t) => t.text);
  const marks = marksFor(bytes, targets, { caseSensitive: true, limits: LIMITS });
  const started = performance.now();
  let pdf: Uint8Array;
  let verification;
  try {
    ({ pdf, verification } = redactPdf(
      bytes,
      marks,
      { mode: 'fill' },
      {
        limits: LIMITS,
        texts: targets,
        requested: targets.map((text) => ({ kind: 'term' as const, text, caseSensitive: true })),
      },
    ));
  } catch (error) {
    rows.push({ file: entry.file, refused: (error as Error).message });
    continue;
  }
  seconds += (performance.now() - started) / 1000;
  pagesDone += entry.pages;
  const after = poppler(pdf);
  const left = entry.targets
    .filter((t) => count(after.text, t.text) + count(after.raw, t.text) > 0)
    .map((t) => t.text);
  const controls = entry.controls
    .filter((c) => count(after.text, c.text) !== c.pdftotext_count)
    .map((c) => c.text);
  const compared = pagesChangedOutsideMarks(bytes, pdf, marks, 36, 0.001);
  // A different page count is reported as such (and the file is not clean).
  const changed = typeof compared === 'string' ? compared : compared.map((c) => c.page);
  const unfound = (verification.requested ?? []).filter((r) => r.before === 0).map((r) => r.text);
  rows.push({
    file: entry.file,
    pages: entry.pages,
    marks: marks.length,
    verified: verification.ok,
    visualMaxChangedPercent: verification.visual?.maxChangedPercent,
    targetsLeft: left,
    targetsNotFoundBySearch: unfound,
    controlsChanged: controls,
    pagesChangedOutsideMarks: changed,
    picturePagesChanged:
      typeof changed === 'string'
        ? changed
        : (entry.pages_with_images_without_targets ?? []).filter((p) => changed.includes(p)),
    qpdfCheck: after.check,
    pagesAfter: after.pages,
  });
}

const ok = rows.filter(
  (r) =>
    !r.refused &&
    (r.targetsLeft as string[]).length === 0 &&
    (r.controlsChanged as string[]).length === 0 &&
    (r.pagesChangedOutsideMarks as number[]).length === 0 &&
    r.qpdfCheck !== 2,
);
for (const r of rows) console.error(JSON.stringify(r));
console.log(
  JSON.stringify({
    files: rows.length,
    filesClean: ok.length,
    refused: rows.filter((r) => r.refused).length,
    pages: pagesDone,
    pagesPerSecond: Math.round(pagesDone / seconds),
  }),
);
