import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web layers (docs/decisions/0057-web-layers.md): app → routes → features → components → lib.
 * `npx eslint .` refuses an import that points up; this lints fixtures with the repository's own
 * configuration so the rule cannot silently stop working (as module-boundaries.test.ts does for
 * the API).
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints one import line as if it were written in `path` (below apps/web/src) and returns the layer errors. */
async function layerErrors(path: string, line: string) {
  const [result] = await eslint.lintText(`${line}\nexport const used = x;\n`, {
    filePath: `${root}apps/web/src/${path}`,
  });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

async function expectRefused(path: string, line: string, says: string) {
  const errors = await layerErrors(path, line);
  expect(errors, `${path}: ${line}`).toHaveLength(1);
  expect(errors[0]).toContain(says);
  expect(errors[0]).toContain('decision 0057');
}

async function expectAllowed(path: string, line: string) {
  expect(await layerErrors(path, line), `${path}: ${line}`).toEqual([]);
}

describe('web layers, as `npx eslint .` enforces them', () => {
  it("refuses a page importing the app's internals, at any depth", async () => {
    const says = "A page may not import the app's internals";
    await expectRefused('routes/pricing/index.tsx', "import { x } from '../../app/auth/use-me.ts';", says);
    await expectRefused(
      'routes/settings/components/profile-card.tsx',
      "import type { x } from '../../../app/auth/use-me.ts';",
      says,
    );
    await expectRefused(
      'routes/login/hooks/use-login.ts',
      "export { x } from '../../../app/auth/decide-redirect.ts';",
      says,
    );
  });

  it("refuses a page reaching into another page's folder", async () => {
    const says = 'A page imports only its own folder of routes/';
    await expectRefused(
      'routes/pricing/index.tsx',
      "import { x } from '../subscription-manage/index.tsx';",
      says,
    );
    await expectRefused(
      'routes/settings/components/a.tsx',
      "import { x } from '../../organization/hooks/b.ts';",
      says,
    );
  });

  it('lets a page use its own folder, features, components and lib', async () => {
    await expectAllowed('routes/settings/index.tsx', "import { x } from './components/account-tab.tsx';");
    await expectAllowed(
      'routes/settings/components/a.tsx',
      "import { x } from '../hooks/use-user-settings.ts';",
    );
    await expectAllowed(
      'routes/settings/components/a.tsx',
      "import { x } from '../../../lib/queries/use-me.ts';",
    );
    await expectAllowed(
      'routes/playground/index.tsx',
      "import { x } from '../../features/workspace/workspace.tsx';",
    );
    await expectAllowed('routes/contact/index.tsx', "import { x } from '../../components/page-heading.tsx';");
  });

  it('refuses a feature importing app/ or routes/', async () => {
    const says = 'A feature may not import app/ or routes/';
    await expectRefused(
      'features/workspace/sidebar/sidebar.tsx',
      "import { x } from '../../../app/shell/user-menu.tsx';",
      says,
    );
    await expectRefused(
      'features/tutorial/tutorial-root.tsx',
      "import { x } from '../../app/auth/use-me.ts';",
      says,
    );
    await expectRefused(
      'features/workspace/hooks/a.ts',
      "import { x } from '../../../routes/settings/index.tsx';",
      says,
    );
  });

  it('lets a feature use lib, components, another feature and its own inner lib/', async () => {
    await expectAllowed(
      'features/tutorial/tutorial-root.tsx',
      "import { x } from '../../lib/queries/use-me.ts';",
    );
    await expectAllowed(
      'features/workspace/lib/quota.ts',
      "import { x } from '../../billing/billing-format.ts';",
    );
    await expectAllowed('features/workspace/sidebar/a.tsx', "import { x } from '../lib/shortcuts.ts';");
    await expectAllowed(
      'features/workspace/sidebar/a.tsx',
      "import { x } from '../../../components/page-heading.tsx';",
    );
  });

  it('refuses a shared component importing features/, routes/ or app/', async () => {
    const says = 'A shared component may import only lib/ and locales/';
    await expectRefused(
      'components/page-heading.tsx',
      "import { x } from '../features/billing/notify.ts';",
      says,
    );
    await expectRefused('components/page-heading.tsx', "import { x } from '../app/shell/logo.tsx';", says);
    await expectAllowed('components/use-departments.ts', "import { x } from '../lib/api/index.ts';");
  });

  it('refuses lib/ importing any layer above it, and lets it use lib/ and locales/', async () => {
    const says = 'lib/ is the bottom layer';
    await expectRefused('lib/queries/use-me.ts', "import { x } from '../../app/auth/route-guard.tsx';", says);
    await expectRefused(
      'lib/queries/use-premium.ts',
      "import { x } from '../../features/billing/use-billing.ts';",
      says,
    );
    await expectRefused('lib/i18n/setup.ts', "import { x } from '../../components/page-heading.tsx';", says);
    await expectRefused('lib/api/client.ts', "import { x } from '../../routes/login/index.tsx';", says);
    await expectAllowed('lib/queries/use-me.ts', "import { x } from '../api/index.ts';");
    await expectAllowed('lib/i18n/setup.ts', "import x from '../../locales/en.json';");
  });

  it('lets the app compose every layer', async () => {
    await expectAllowed('app/router.tsx', "import { x } from '../routes/playground/index.tsx';");
    await expectAllowed(
      'app/shell/user-menu.tsx',
      "import { x } from '../../features/tutorial/tutorial-instance.ts';",
    );
    await expectAllowed('app/shell/user-menu.tsx', "import { x } from '../../lib/queries/use-me.ts';");
  });
});
