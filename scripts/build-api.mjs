#!/usr/bin/env node
// `npm run build:api`: compiles the API server, its worker threads and the `sladd` command line to
// plain JavaScript in apps/api/dist (esbuild; the workspace packages are bundled in, npm packages stay external and
// load from node_modules, except two the command line compiles in). `npm start` runs the result with plain `node`, which needs less memory
// and starts faster than compiling TypeScript on the fly in every thread (docs/decisions/0010).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

// An optional folder instead of apps/api/dist (the compiled-CLI test builds into a temporary one).
const outdir = process.argv[2] ?? 'apps/api/dist';

// Bare imports other than our own workspace packages (@sladd/*) load from node_modules, except
// `bundled` ones, which are compiled into the output.
const npmExternal = (bundled = []) => ({
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sladd/') ||
      bundled.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? undefined
        : { path: args.path, external: true },
    );
  },
});
const common = {
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
};

// The server and its pool threads.
await build({
  ...common,
  entryPoints: { main: 'apps/api/src/main.ts', worker: 'apps/api/src/jobs/worker.ts' },
  plugins: [npmExternal()],
});

// cli.js: `sladd` (apps/api/bin/sladd.mjs runs it); its commands are split into chunks loaded on
// demand, so `sladd help` never loads the PDF engine or the database (docs/decisions/0018). Built
// on its own, with two pure-JavaScript packages of the detection path compiled in: Node's module
// loader took 85 ms to load zod's files and 70 ms for libphonenumber-js's on every run, against
// about 30 and 15 ms for the same code in one file. The server keeps them external: libraries it
// hands zod schemas to (fastify-type-provider-zod) must share its copy of zod.
await build({
  ...common,
  entryPoints: { cli: 'apps/api/src/cli/main.ts' },
  plugins: [npmExternal(['zod', 'libphonenumber-js'])],
});

// A one-file `sladd detect` runs its detection on this thread beside the extraction: one file
// of its own, not chunks shared with cli.js. CommonJS, so its entry can run it through V8's code
// cache (apps/api/src/cli/code-cache.ts): import.meta.url becomes a parameter of its wrapper.
await build({
  ...common,
  splitting: false,
  format: 'cjs',
  entryPoints: { 'detect-thread': 'apps/api/src/cli/detect-thread.ts' },
  outExtension: { '.js': '.cjs' },
  define: { 'import.meta.url': '__sladdModuleUrl' },
  plugins: [npmExternal(['zod', 'libphonenumber-js'])],
});
await build({
  ...common,
  splitting: false,
  entryPoints: { 'code-cache': 'apps/api/src/cli/code-cache.ts' },
  plugins: [npmExternal()],
});
// Piscina's entry per worker thread: CommonJS, importing the compiled ES worker asynchronously
// (piscina require()s its file, and Node 20's require() of an ES module can abort the process;
// see apps/api/src/jobs/worker-entry.cjs).
writeFileSync(
  join(outdir, 'worker-entry.cjs'),
  `try {\n  require('node:os').setPriority(10); // before the engine loads: see worker-entry.cjs\n} catch {}\nconst loaded = import('./worker.js');\nmodule.exports = async function handleTask(task) {\n  return (await loaded).default(task);\n};\n`,
);
// The detection thread's entry beside the compiled command line (from the sources, the one in
// apps/api/src/cli loads the TypeScript through tsx).
writeFileSync(
  join(outdir, 'detect-thread-entry.mjs'),
  `import { runWithCodeCache } from './code-cache.js';\nrunWithCodeCache(new URL('./detect-thread.cjs', import.meta.url));\n`,
);
console.log(`Built the API server and the sladd command line into ${outdir}`);
