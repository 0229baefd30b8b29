// Piscina loads this CommonJS file in each worker thread when the API runs from its sources. It is
// CommonJS on purpose: piscina require()s its file first, and Node 20's require() of an ES module
// can abort the whole process (V8 "IsGraphAsync must be used on an instantiated module") when a
// thread starts while another loads. Everything below is loaded with import(), the asynchronous ES
// module loader; the TypeScript worker comes in through tsx's API.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- this file must be CommonJS (see above)
const { pathToFileURL } = require('node:url');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { setPriority } = require('node:os');

// The thread yields the CPU from its first instruction: loading the PDF engine and the NER weights
// (a second or more) happens at the same low priority as the work itself (worker.ts says why), so a
// thread started anew (after a stopped task) does not take the CPU from the API's event loop.
// The value is WORKER_NICE of worker-priority.ts; worker.ts sets it again from there.
try {
  setPriority(10);
} catch {
  // not permitted here; worker.ts tries again and runs at normal priority if it cannot
}

const loaded = import('tsx/esm/api').then(({ tsImport }) =>
  tsImport('./worker.ts', pathToFileURL(__filename).href),
);

module.exports = async function handleTask(task) {
  const worker = await loaded;
  return worker.default(task);
};
