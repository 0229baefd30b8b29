import { build } from 'esbuild';
const common = { entryPoints: ['.cc/entry.ts'], bundle: true, platform: 'node', target: 'node20', logLevel: 'warning',
  plugins: [{ name: 'ext', setup(b) { b.onResolve({ filter: /^[^./]/ }, (a) => a.path.startsWith('@sladd/') || a.path.startsWith('libphonenumber-js') ? undefined : { path: a.path, external: true }); } }] };
await build({ ...common, format: 'esm', outfile: '.cc/esm.mjs' });
await build({ ...common, format: 'cjs', outfile: '.cc/cjs.cjs', define: { 'import.meta.url': '__metaUrl' } });
