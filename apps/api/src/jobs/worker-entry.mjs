// Piscina loads this plain module in each worker thread; it brings in the TypeScript worker through
// tsx's API because loader flags do not reach worker threads reliably on Node 20.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./worker.ts', import.meta.url);
export default worker.default;
