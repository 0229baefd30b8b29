import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every source file a build from `entry` can load, static and dynamic imports followed. */
async function modulesReachedFrom(entry: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    write: false,
    metafile: true,
    outdir: 'unused',
    logLevel: 'silent',
    plugins: [
      {
        name: 'follow-workspace-and-zod-only',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@sladd/') || args.path === 'zod' || args.path.startsWith('zod/')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs);
}

// `sladd detect` pays for every module it loads on every run (issue 33). Zod and the API contract's
// schemas cost a thread about 60 ms of CPU to load; detection and extraction need neither, and one
// value import from '@sladd/contract' instead of a subpath ('@sladd/contract/limits', …) brings
// them all back.
describe('what `sladd detect` loads', () => {
  it.each([
    ['the detection thread', 'apps/api/src/cli/detect-thread.ts'],
    ['the detect command (extraction thread)', 'apps/api/src/cli/commands/detect.ts'],
  ])('%s loads neither zod nor the contract’s route schemas', async (_name, entry) => {
    const modules = await modulesReachedFrom(entry);
    expect(modules.length).toBeGreaterThan(20); // the walk did follow the imports
    expect(modules.filter((path) => path.includes('node_modules/zod/'))).toEqual([]);
    expect(modules.filter((path) => path.startsWith('packages/contract/src/routes/'))).toEqual([]);
  });
});
