import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCasePdf, makeTextPdf } from '../test/pdfs.ts';
import { cli } from './cli-test-support.ts';

const root = new URL('../../../../', import.meta.url).pathname;
// Inside the repository (node_modules is ignored by git), so the bundle's npm imports resolve as in apps/api/dist.
const cache = join(root, 'apps/api/node_modules/.cache');
let out = '';

const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, [join(out, 'cli.js'), ...args], { cwd: out, encoding: 'utf8' });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
};

/** Every module cli.js loads before a command is chosen: its static imports, followed through our chunks. */
function staticImports(file: string, seen = new Set<string>()): string[] {
  const bare: string[] = [];
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(
    /^(?:import|export)\s[^;]*?["']([^"']+)["']/gms,
  )) {
    if (!spec!.startsWith('./')) bare.push(spec!);
    else if (!seen.has(spec!)) {
      seen.add(spec!);
      bare.push(...staticImports(join(out, spec!), seen));
    }
  }
  return bare;
}

describe('the compiled command line (npm run build:api → sladd)', () => {
  beforeAll(() => {
    mkdirSync(cache, { recursive: true });
    out = mkdtempSync(join(cache, 'sladd-cli-build-'));
    const build = spawnSync(process.execPath, ['scripts/build-api.mjs', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('loads no npm package before a command runs, so help and usage errors are instant', () => {
    const loaded = staticImports(join(out, 'cli.js'));
    expect(loaded.filter((spec) => !spec.startsWith('node:'))).toEqual([]);
  });

  it('detect on one file loads neither the worker pool (piscina) nor a database driver up front', () => {
    const chunk = readdirSync(out).find((name) => /^detect-[\w-]+\.js$/.test(name))!;
    const loaded = staticImports(join(out, chunk));
    expect(loaded).not.toContain('piscina');
    expect(loaded.filter((spec) => /mupdf|better-sqlite3|kysely|pg/.test(spec))).toEqual([]);
  });

  it('starts the detection thread before the PDF engine loads on the main thread', () => {
    const chunk = readdirSync(out).find((name) => /^pipelined-detect-[\w-]+\.js$/.test(name))!;
    const loaded = staticImports(join(out, chunk));
    expect(loaded).toContain('node:worker_threads');
    expect(loaded.filter((spec) => /mupdf|re2|tesseract/.test(spec))).toEqual([]);
  });

  it('the detection thread loads the engines only, never the PDF engine, the pool or a database', () => {
    // CommonJS (so it can run through V8's code cache): its npm packages come in by require().
    const loaded = [
      ...readFileSync(join(out, 'detect-thread.cjs'), 'utf8').matchAll(/\brequire\("([^"]+)"\)/g),
    ].map(([, spec]) => spec!);
    expect(loaded).toContain('re2');
    expect(loaded.filter((spec) => /mupdf|piscina|better-sqlite3|kysely|pg|tesseract/.test(spec))).toEqual(
      [],
    );
  });

  it('runs the detection thread through V8’s code cache, written by the first detect, with the same answers', () => {
    const pdf = join(out, 'case.pdf');
    writeFileSync(pdf, makeCasePdf(3));
    const cacheFiles = () =>
      readdirSync(out).filter((name) => /^detect-thread\.cjs\..+\.v8cache$/.test(name));
    expect(cacheFiles()).toEqual([]);
    const first = run('detect', pdf, '--json');
    expect(first.code).toBe(0);
    expect(cacheFiles()).toHaveLength(1);
    const second = run('detect', pdf, '--json');
    expect(second).toEqual(first);
    expect(JSON.parse(first.out).files[0].pages[0].sensitive.length).toBeGreaterThan(0);
  });

  it('stops quietly when the reader of its output goes away (sladd … | head)', () => {
    const pdf = join(out, 'long.pdf');
    writeFileSync(pdf, makeCasePdf(200));
    // Far more than a pipe holds (64 kB), so the writes meet a closed pipe.
    expect(run('detect', pdf, '--json').out.length).toBeGreaterThan(200_000);
    const piped = spawnSync(
      'bash',
      [
        '-c',
        `"${process.execPath}" cli.js detect long.pdf --json 2>err.txt | head -c 20 >/dev/null; echo "\${PIPESTATUS[0]}"`,
      ],
      { cwd: out, encoding: 'utf8' },
    );
    expect(piped.stdout.trim()).toBe('0');
    expect(readFileSync(join(out, 'err.txt'), 'utf8')).toBe('');
  });

  it('answers help, --version and usage errors with the right exit codes', () => {
    const help = run('help');
    expect(help).toMatchObject({ code: 0, out: expect.stringContaining('Usage: sladd <command>') });
    expect(help.out).toContain('detect <file.pdf>… [--methods fast,standard]');
    expect(run('--version')).toMatchObject({ code: 0, out: expect.stringMatching(/^sladd \d+\.\d+\.\d+$/) });
    expect(run('detect')).toMatchObject({ code: 2, err: expect.stringContaining('Give at least one PDF.') });
    expect(run('detect', 'x.pdf', '--methods', 'fast,advanced')).toMatchObject({
      code: 2,
      err: expect.stringContaining('advanced engine is not available'),
    });
  });

  it('detect --methods fast finds what the sources find, from the compiled engine and model', async () => {
    const pdf = join(out, 'case.pdf');
    writeFileSync(pdf, makeCasePdf(3));
    const compiled = run('detect', pdf, '--methods', 'fast', '--json');
    expect(compiled.code, compiled.err).toBe(0);
    const files = JSON.parse(compiled.out).files;
    expect(files[0].pages.flatMap((page: any) => page.sensitive).length).toBeGreaterThan(0);
    const source = await cli('detect', pdf, '--methods', 'fast', '--json');
    expect(files).toEqual(JSON.parse(source.out).files);
  });

  it('detect --methods standard reads the sensitive-category models from the compiled build', () => {
    const pdf = join(out, 'note.pdf');
    writeFileSync(pdf, makeTextPdf([['Hun har sarkoidose og bruker insulin.']]));
    const compiled = run('detect', pdf, '--methods', 'standard', '--entities', 'HEALTH_INFO_S', '--json');
    expect(compiled.code, compiled.err).toBe(0);
    const hits = JSON.parse(compiled.out).files[0].pages[0].sensitive;
    // "sarkoidose" from the sequence model, "insulin" from the lexicon, both kept by the context model.
    expect(hits.map((hit: any) => hit.original_text)).toEqual(['sarkoidose', 'insulin']);
  });

  it('without a build, the bin says how to build and runs the sources; without tsx either, it says what to run', () => {
    // A copy of the launcher beside a "src" that is the real one and no "dist": a clone never built.
    const clone = mkdtempSync(join(cache, 'sladd-unbuilt-'));
    try {
      mkdirSync(join(clone, 'bin'));
      copyFileSync(join(root, 'apps/api/bin/sladd.mjs'), join(clone, 'bin/sladd.mjs'));
      symlinkSync(join(root, 'apps/api/src'), join(clone, 'src'));
      const fromSources = spawnSync(process.execPath, [join(clone, 'bin/sladd.mjs'), '--version'], {
        encoding: 'utf8',
      });
      expect(fromSources.stderr).toContain('not built yet');
      expect(fromSources.stderr).toContain('npm run build:api');
      expect({ code: fromSources.status, out: fromSources.stdout.trim() }).toEqual({
        code: 0,
        out: expect.stringMatching(/^sladd \d+\.\d+\.\d+$/),
      });
      // Outside the repository there is no tsx to fall back on.
      const bare = mkdtempSync(join(tmpdir(), 'sladd-bare-'));
      copyFileSync(join(root, 'apps/api/bin/sladd.mjs'), join(bare, 'sladd.mjs'));
      const nothing = spawnSync(process.execPath, [join(bare, 'sladd.mjs'), 'help'], { encoding: 'utf8' });
      rmSync(bare, { recursive: true, force: true });
      expect(nothing.status).toBe(1);
      expect(nothing.stderr).toContain('Run "npm install" and then "npm run build:api"');
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });
});
