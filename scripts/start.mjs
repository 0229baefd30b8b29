#!/usr/bin/env node
// `npm start`: install if needed, build the web app and the server, then run the compiled server
// (which migrates and seeds) with plain node.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const lock = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs)) {
  console.log('Installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
if (process.env.SKIP_BUILD !== '1' || !existsSync('apps/api/dist/main.js')) {
  console.log('Building the web app and the server…');
  run('npm', ['run', 'build']);
}
run(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js']);
