#!/usr/bin/env node
// `sladd` (npx sladd, or node_modules/.bin/sladd): runs the compiled command line in apps/api/dist
// (`npm run build`, or `npm run build:api`), which starts in a fraction of a second. On a fresh
// clone that has not been built yet it says so and runs the TypeScript sources through tsx instead
// (slower to start) rather than fail (docs/decisions/0018).
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/cli.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  process.stderr.write(
    'sladd: not built yet (apps/api/dist/cli.js is missing), so running from the sources, which starts slower. Build it once with: npm run build:api\n',
  );
  let tsx;
  try {
    tsx = await import('tsx/esm/api');
  } catch {
    tsx = undefined;
  }
  if (tsx) await tsx.tsImport('../src/cli/main.ts', import.meta.url);
  else {
    process.stderr.write(
      'sladd: tsx is not installed either. Run "npm install" and then "npm run build:api" in the Sladd folder.\n',
    );
    process.exitCode = 1;
  }
}
