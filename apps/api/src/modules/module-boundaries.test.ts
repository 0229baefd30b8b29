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
  return result!.messages.filter(
    (m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax',
  );
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

  it('refuses platform/, jobs/ and db/ importing a module (they sit under the modules)', async () => {
    const fromPlatform = await boundaryErrors(
      'apps/api/src/platform/boundary-fixture.ts',
      "import type { BatchService } from '../modules/batch/batch.service.ts';\nexport type B = BatchService;\n",
    );
    const fromJobs = await boundaryErrors(
      'apps/api/src/jobs/queue/boundary-fixture.ts',
      "import { createDetectService } from '../../modules/batch/detect.service.ts';\nexport const d = createDetectService;\n",
    );
    expect([...fromPlatform, ...fromJobs].map((error) => error.line)).toEqual([1, 1]);
    expect(fromPlatform[0]!.message).toContain('never import one');
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

describe('one authorization style (decision 0056): routes ask policies, services trust their caller', () => {
  it("refuses a service that imports a policy, its own or another module's", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/organizations/fixture.service.ts',
      [
        "import { assertMay } from './organization.policy.ts';",
        "import type { PremiumPolicy } from '../subscription/subscription.policy';",
        'export const check = assertMay;',
        'export type P = PremiumPolicy;',
      ].join('\n'),
    );
    expect(errors.map((error) => error.line)).toEqual([1, 2]);
    expect(errors[0]!.message).toContain('a service trusts its caller');
  });

  it('refuses a service that re-checks a role or refuses with FORBIDDEN itself', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/organizations/operations/fixture.ts',
      [
        "import { AppError } from '../../../platform/errors.ts';",
        'export function changeRole(member: { role: string }, target: { role: string }) {',
        "  if (member.role !== 'owner') throw new AppError('FORBIDDEN', 'Only owners.');",
        "  if ('admin' === target.role) return false;",
        '  return true;',
        '}',
      ].join('\n'),
    );
    expect(errors.map((error) => [error.line, error.ruleId])).toEqual([
      [3, 'no-restricted-syntax'],
      [3, 'no-restricted-syntax'],
      [4, 'no-restricted-syntax'],
    ]);
  });

  it('lets a route and a policy ask, refuse and compare roles', async () => {
    const route = await boundaryErrors(
      'apps/api/src/modules/organizations/fixture.routes.ts',
      "import { assertMay } from './organization.policy.ts';\nexport const check = assertMay;\n",
    );
    const policy = await boundaryErrors(
      'apps/api/src/modules/organizations/fixture.policy.ts',
      [
        "import { AppError } from '../../platform/errors.ts';",
        "import type { PremiumPolicy } from '../subscription/subscription.policy.ts';",
        'export type P = PremiumPolicy;',
        "export const assertOwner = (m: { role: string }) => { if (m.role !== 'owner') throw new AppError('FORBIDDEN', 'No.'); };",
      ].join('\n'),
    );
    expect([...route, ...policy]).toEqual([]);
  });

  it('refuses a route that reaches a repository (even its own) or the database', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/documents/fixture.routes.ts',
      [
        "import { findDocument } from './documents.repository.ts';",
        "import type { Database } from '../../db/schema.ts';",
        "import { sql } from 'kysely';",
        'export const x = [findDocument, sql];',
        'export type D = Database;',
      ].join('\n'),
    );
    expect(errors.map((error) => error.line)).toEqual([1, 2, 3]);
    expect(errors[0]!.message).toContain('A route calls its service, never a repository');
  });

  it('treats a single-route file (*.route.ts) as a route', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/batch/detect.route.ts',
      "import { findPlan } from '../subscription/subscription.repository.ts';\nexport const x = findPlan;\n",
    );
    expect(errors).toHaveLength(1);
  });
});
