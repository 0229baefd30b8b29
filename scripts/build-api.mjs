#!/usr/bin/env node
// `npm run build:api`: compiles the API server, its worker threads and the `sladd` command line to
// plain JavaScript in apps/api/dist (esbuild; the workspace packages are bundled in, npm packages stay external and
// load from node_modules). `npm start` runs the result with plain `node`, which needs less memory
// and starts faster than compiling TypeScript on the fly in every thread (docs/decisions/0010).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

// An optional folder instead of apps/api/dist (the compiled-CLI test builds into a temporary one).
const outdir = process.argv[2] ?? 'apps/api/dist';

await build({
  // cli.js: `sladd` (apps/api/bin/sladd.mjs runs it); its commands are split into chunks loaded on
  // demand, so `sladd help` never loads the PDF engine or the database (docs/decisions/0018).
  entryPoints: {
    main: 'apps/api/src/main.ts',
    worker: 'apps/api/src/jobs/worker.ts',
    cli: 'apps/api/src/cli/main.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // Bare imports other than our own workspace packages (@sladd/*) load from node_modules.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sladd/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// Piscina's entry per worker thread: CommonJS, importing the compiled ES worker asynchronously
// (piscina require()s its file, and Node 20's require() of an ES module can abort the process;
// see apps/api/src/jobs/worker-entry.cjs).
writeFileSync(
  join(outdir, 'worker-entry.cjs'),
  `const loaded = import('./worker.js');\nmodule.exports = async function handleTask(task) {\n  return (await loaded).default(task);\n};\n`,
);
console.log(`Built the API server and the sladd command line into ${outdir}`);
