import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCacheFile, runWithCodeCache, SAVE_CODE_CACHE } from './code-cache.ts';

const slot = globalThis as Record<string | symbol, unknown>;
let dir = '';
let bundle = '';

// A stand-in for detect-thread.cjs: CommonJS that uses require, its own URL, and reports back.
const SOURCE = `const { basename } = require('node:path');
globalThis.__codeCacheProbe = { url: __sladdModuleUrl, file: basename(__filename), sum: [1, 2, 3].reduce((a, b) => a + b) };
module.exports = 'ignored';`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sladd-code-cache-'));
  bundle = join(dir, 'thread.cjs');
  writeFileSync(bundle, SOURCE);
  delete slot[SAVE_CODE_CACHE];
  delete slot.__codeCacheProbe;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const saver = () => slot[SAVE_CODE_CACHE] as (() => void) | undefined;

describe('runWithCodeCache (the compiled detection thread)', () => {
  it('runs the bundle with require, __filename and its own URL in place of import.meta.url', () => {
    runWithCodeCache(pathToFileURL(bundle));
    expect(slot.__codeCacheProbe).toEqual({ url: pathToFileURL(bundle).href, file: 'thread.cjs', sum: 6 });
  });

  it('without a cache, offers to save one; the next run uses it and offers nothing', () => {
    runWithCodeCache(pathToFileURL(bundle));
    expect(existsSync(codeCacheFile(bundle))).toBe(false);
    saver()!();
    expect(existsSync(codeCacheFile(bundle))).toBe(true);
    expect(saver()).toBeUndefined(); // saved once per run
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    delete slot.__codeCacheProbe;
    runWithCodeCache(pathToFileURL(bundle));
    expect(saver()).toBeUndefined(); // V8 took the cache
    expect(slot.__codeCacheProbe).toMatchObject({ sum: 6 });
  });

  it('a cache of other code is rejected: the bundle still runs, and a new cache is offered', () => {
    writeFileSync(codeCacheFile(bundle), Buffer.from('not a V8 code cache at all'));
    runWithCodeCache(pathToFileURL(bundle));
    expect(slot.__codeCacheProbe).toMatchObject({ sum: 6 });
    expect(saver()).toBeTypeOf('function');
  });

  it('a cache that cannot be written costs the cache, not the run, and leaves nothing half-written', () => {
    runWithCodeCache(pathToFileURL(bundle));
    mkdirSync(codeCacheFile(bundle)); // in the way of the rename, even for root
    expect(() => saver()!()).not.toThrow();
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
