#!/usr/bin/env node
// `npm test`: every tier in order — types and lint, the deployment files' static checks, unit, the real-PDF corpus, integration (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the web build and the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  // The deployment files (Dockerfile, deploy/): parsed and checked without a container daemon.
  ['deployment files', 'node', ['scripts/check-deploy.mjs']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['corpus tests', 'npx', ['vitest', 'run', '--project', 'corpus']],
  ['integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['web build', 'npm', ['run', 'build']],
  ['end-to-end tests', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

const only = process.argv[2];
let passed = 0;
for (const [name, command, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    console.log(`${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
  passed += 1;
}
console.log(`\nAll test tiers passed.`);
