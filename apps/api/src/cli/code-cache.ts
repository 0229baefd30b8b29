// V8's code cache for the compiled detection thread (issue 33; Node 22's module.enableCompileCache
// is not in Node 20). The thread is compiled to one CommonJS file, detect-thread.cjs, which this
// runs through vm.Script with the cache written beside it: with the cache, V8 skips parsing and
// compiling what it compiled on an earlier run, about 60 ms of CPU per `sladd detect`.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { threadId } from 'node:worker_threads';

/** Where the running code finds the function that saves the cache once its work is done. */
export const SAVE_CODE_CACHE = Symbol.for('sladd.saveCodeCache');

/** The parameters the bundle is wrapped in; esbuild's `define` maps import.meta.url to the last. */
export const MODULE_URL_PARAMETER = '__sladdModuleUrl';

/** The cache file of a bundle, per Node version and CPU: V8 rejects another version's cache anyway. */
export function codeCacheFile(bundle: string): string {
  return `${bundle}.${process.version}-${process.arch}.v8cache`;
}

/**
 * Runs the CommonJS bundle at `url`, with V8's code cache when an earlier run left a usable one.
 * When there was none, or V8 rejected it (another build, other V8 flags), the bundle is compiled as
 * usual and `globalThis[SAVE_CODE_CACHE]` is set: the bundle calls it once its work is done, so the
 * cache holds the functions that work compiled too. Saving is best effort: a folder that cannot be
 * written to (a read-only install) costs the cache, nothing else.
 */
export function runWithCodeCache(url: URL): void {
  const file = fileURLToPath(url);
  const cacheFile = codeCacheFile(file);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const source = readFileSync(file, 'utf8');
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname, ${MODULE_URL_PARAMETER}) {${source}\n})`,
    { filename: file, cachedData },
  );
  if (cachedData === undefined || script.cachedDataRejected)
    (globalThis as Record<symbol, unknown>)[SAVE_CODE_CACHE] = () => saveCache(script, cacheFile);
  const module = { exports: {} };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(file), module, file, dirname(file), url.href);
}

function saveCache(script: Script, cacheFile: string): void {
  delete (globalThis as Record<symbol, unknown>)[SAVE_CODE_CACHE];
  // Written aside and renamed, so a run that starts meanwhile reads the old cache or the new one.
  const partial = `${cacheFile}.${process.pid}-${threadId}.tmp`;
  try {
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
  } catch {
    rmSync(partial, { force: true });
  }
}
