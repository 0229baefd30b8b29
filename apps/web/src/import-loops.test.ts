import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * No import loops in the repository's code (issue 31, docs/decisions/0057-web-layers.md). It runs
 * what anyone can run by hand, `npx madge --circular --extensions ts,tsx --ts-config <tsconfig>
 * <src>`, over every source tree. Type-only and dynamic imports count: a loop of types still ties
 * two files together. It lives here because the unit tier has no repository-level folder.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const madgeCli = createRequire(import.meta.url).resolve('madge/bin/cli.js');
const run = promisify(execFile);

/** The source trees checked, each with the tsconfig that says how its imports resolve. */
const TREES = [
  { src: 'apps/web/src', tsconfig: 'apps/web/tsconfig.json' },
  { src: 'apps/api/src', tsconfig: 'apps/api/tsconfig.json' },
  { src: 'packages/contract/src', tsconfig: 'packages/contract/tsconfig.json' },
  { src: 'packages/detect/src', tsconfig: 'packages/detect/tsconfig.json' },
  { src: 'packages/pdf/src', tsconfig: 'packages/pdf/tsconfig.json' },
];

/** The import loops madge finds under `src`, each as its files (relative to `src`) in sorted order. */
async function importLoops(src: string, tsconfig: string): Promise<string[]> {
  const args = ['--circular', '--json', '--no-spinner', '--no-color', '--extensions', 'ts,tsx'];
  // madge exits 1 when it finds a loop; its answer is on stdout either way.
  const { stdout } = await run(process.execPath, [madgeCli, ...args, '--ts-config', tsconfig, src], {
    cwd: root,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const loops = JSON.parse(stdout) as string[][];
  return loops.map((files) => [...files].sort().join(' ↔ '));
}

describe('import loops (issue 31): none in apps/*/src and packages/*/src', () => {
  for (const { src, tsconfig } of TREES) {
    it(`finds no loop in ${src}`, { timeout: 120_000 }, async () => {
      expect(await importLoops(src, tsconfig)).toEqual([]);
    });
  }
});

describe('the loop check itself', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'sladd-import-loops-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('finds a loop, a type-only one too, and passes a tree without one', { timeout: 60_000 }, async () => {
    writeFileSync(
      join(fixture, 'store.ts'),
      "import type { Entry } from './history.ts';\nexport let past: Entry[] = [];\n",
    );
    writeFileSync(
      join(fixture, 'history.ts'),
      "import { past } from './store.ts';\nexport interface Entry { n: number }\nexport const size = () => past.length;\n",
    );
    writeFileSync(
      join(fixture, 'menu.tsx'),
      "import { Page } from './page.tsx';\nexport const Menu = () => <Page />;\n",
    );
    writeFileSync(
      join(fixture, 'page.tsx'),
      "import { Menu } from './menu.tsx';\nexport const Page = () => <Menu />;\n",
    );
    writeFileSync(
      join(fixture, 'leaf.ts'),
      "import { size } from './history.ts';\nexport const n = size();\n",
    );
    const tsconfig = join(root, 'apps/web/tsconfig.json');
    expect((await importLoops(fixture, tsconfig)).sort()).toEqual([
      'history.ts ↔ store.ts',
      'menu.tsx ↔ page.tsx',
    ]);

    rmSync(join(fixture, 'menu.tsx'));
    writeFileSync(join(fixture, 'store.ts'), 'export let past: number[] = [];\n');
    expect(await importLoops(fixture, tsconfig)).toEqual([]);
  });
});
