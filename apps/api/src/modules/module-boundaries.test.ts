import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run as `npm run lint` runs it.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were a file at `path` (relative to the repository) and returns the boundary errors. */
async function boundaryErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('module boundaries (docs/ARCHITECTURE.md §2), as `npx eslint .` enforces them', () => {
  it("refuses a module importing another module's repository", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/batch/boundary-fixture.ts',
      "import { findDocument } from '../documents/documents.repository.ts';\nexport const load = findDocument;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("call that module's service instead");
  });

  it('refuses the same through a longer path, a type-only import and a re-export', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/batch/boundary-fixture.ts',
      [
        "import { findSettings } from '../../modules/settings/settings.repository.ts';",
        "import type { EntityRow } from '../entities/entities.repository';",
        "export { findPlan } from '../subscription/subscription.repository.ts';",
        'export const x: EntityRow[] = [];',
        'export const y = findSettings;',
      ].join('\n'),
    );
    expect(errors.map((error) => error.line)).toEqual([1, 2, 3]);
  });

  it("allows a module its own repository and other modules' services", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/settings/boundary-fixture.ts',
      [
        "import { findSettings } from './settings.repository.ts';",
        "import type { EntitiesService } from '../entities/entities.service.ts';",
        'export const x = findSettings;',
        'export type Y = EntitiesService;',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
