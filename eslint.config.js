import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** docs/ARCHITECTURE.md §2: a repository is imported only from its own folder ("./x.repository.ts"). */
const REPOSITORY_OF_ANOTHER_MODULE = {
  regex: '^(?!\\./[^/]+$).*\\.repository(\\.ts)?$',
  message:
    "A module may not import another module's repository: call that module's service instead (docs/ARCHITECTURE.md §2).",
};

/**
 * docs/decisions/0057-web-layers.md: apps/web/src is layered app → routes → features → components →
 * lib (locales/ is data). An import points down a layer, never up; a page does not reach into
 * another page's folder. `no-restricted-imports` sees only the written path, so the rules are made
 * per folder depth: from a file `depth` folders below src, "../" `depth` times is src itself.
 */
const WEB_LAYER_RULES = {
  routes: {
    above: ['app'],
    message:
      "A page may not import the app's internals (app/): shared queries such as useMe live in lib/, and what the app owns is passed in as a prop (decision 0057).",
  },
  features: {
    above: ['app', 'routes'],
    message:
      'A feature may not import app/ or routes/: take what it needs from lib/ or as a prop from the page that hosts it (decision 0057).',
  },
  components: {
    above: ['app', 'routes', 'features'],
    message:
      'A shared component may import only lib/ and locales/, never app/, routes/ or features/ (decision 0057).',
  },
  lib: {
    above: ['app', 'routes', 'features', 'components'],
    message:
      'lib/ is the bottom layer: it imports only lib/ and locales/, never app/, routes/, features/ or components/ (decision 0057).',
  },
};
const ANOTHER_PAGE =
  'A page imports only its own folder of routes/: move what two pages share to features/, components/ or lib/ (decision 0057).';

function webLayerBlocks() {
  const up = (depth) => `^(\\.\\./){${depth}}`;
  return Object.entries(WEB_LAYER_RULES).flatMap(([layer, { above, message }]) =>
    [1, 2, 3, 4, 5, 6].map((depth) => {
      const patterns = [{ regex: `${up(depth)}(${above.join('|')})(/|$)`, message }];
      if (layer === 'routes' && depth > 1)
        patterns.push({ regex: `${up(depth - 1)}[^./]`, message: ANOTHER_PAGE });
      return {
        files: [`apps/web/src/${layer}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      };
    }),
  );
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/detect/models/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...webLayerBlocks(),
  {
    // docs/ARCHITECTURE.md §2: a module may call another module's service, never its repository. A repository
    // is imported only from its own folder ("./x.repository.ts"); any other path to one is refused.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [REPOSITORY_OF_ANOTHER_MODULE],
        },
      ],
    },
  },
  {
    // docs/ARCHITECTURE.md §6 and decision 0056: one authorization style. A route parses, asks its
    // module's policy and calls a service; a service trusts its caller. So nothing in a module but
    // its routes and policies may import a policy, throw FORBIDDEN or compare a role.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.route.ts', '**/*.policy.ts', '**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            REPOSITORY_OF_ANOTHER_MODULE,
            {
              regex: '\\.policy(\\.ts)?$',
              message:
                'Only routes and policies ask a policy: a service trusts its caller (decision 0056, docs/ARCHITECTURE.md §6).',
            },
          ],
        },
      ],
    },
  },
  {
    // …nor, outside the repositories (which may sort by role), refuse or compare by role.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      '**/*.routes.ts',
      '**/*.route.ts',
      '**/*.policy.ts',
      '**/*.repository.ts',
      '**/*.test.ts',
      '**/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError'][arguments.0.value='FORBIDDEN']",
          message:
            'A refusal for who the caller is belongs in a policy, asked by the route (decision 0056, docs/ARCHITECTURE.md §6).',
        },
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name='role'], [right.property.name='role'])",
          message:
            'A role is compared only in a policy, asked by the route (decision 0056, docs/ARCHITECTURE.md §6).',
        },
      ],
    },
  },
  {
    // A route reaches data only through its module's service: no repository, not even its own, and no database.
    files: ['apps/api/src/**/*.routes.ts', 'apps/api/src/**/*.route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repository(\\.ts)?$',
              message:
                'A route calls its service, never a repository (decision 0056, docs/ARCHITECTURE.md §2).',
            },
            {
              regex: '(^|/)db/|^kysely$',
              message:
                'A route calls its service, never the database (decision 0056, docs/ARCHITECTURE.md §2).',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/ARCHITECTURE.md §2: the platform, the jobs and the database layer sit under the modules
    // and never call up into one (a module hands them what they need).
    files: ['apps/api/src/platform/**/*.ts', 'apps/api/src/jobs/**/*.ts', 'apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            REPOSITORY_OF_ANOTHER_MODULE,
            {
              regex: '(^|/)modules/',
              message:
                'platform/, jobs/ and db/ sit under the modules and never import one (docs/ARCHITECTURE.md §2).',
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers talk to JSON of many shapes; loose typing there keeps tests readable.
    files: ['**/*.test.ts', '**/*.int.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
