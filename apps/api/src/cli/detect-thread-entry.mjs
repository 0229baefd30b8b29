// The command line's detection thread when it runs from its sources (npm run sladd, the tests):
// the TypeScript comes in through tsx. `npm run build:api` writes its own beside the compiled CLI.
const { tsImport } = await import('tsx/esm/api');
await tsImport('./detect-thread.ts', import.meta.url);
