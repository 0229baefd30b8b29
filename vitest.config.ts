import { defineConfig } from 'vitest/config';

// Test tiers (docs/ARCHITECTURE.md §7): unit beside the code, integration against a real database and
// SMTP server, the real-PDF corpus, end-to-end in Debian Chromium against the built app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.tsx',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Some unit tests redact or OCR whole real documents; give them room on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        // Real published PDFs from ../shared/corpus, redacted and checked with poppler and qpdf.
        test: {
          name: 'corpus',
          include: ['packages/*/corpus/**/*.corpus.test.ts'],
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // Not a test tier: the browser benchmark (`npm run bench:browser`), kept out of `npm test`.
        test: {
          name: 'browser-bench',
          include: ['bench/**/*.bench.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
