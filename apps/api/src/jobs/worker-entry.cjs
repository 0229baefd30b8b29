// Piscina loads this CommonJS file in each worker thread when the API runs from its sources. It is
// CommonJS on purpose: piscina require()s its file first, and Node 20's require() of an ES module
// can abort the whole process (V8 "IsGraphAsync must be used on an instantiated module") when a
// thread starts while another loads. Everything below is loaded with import(), the asynchronous ES
// module loader; the TypeScript worker comes in through tsx's API.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- this file must be CommonJS (see above)
const { pathToFileURL } = require('node:url');

const loaded = import('tsx/esm/api').then(({ tsImport }) =>
  tsImport('./worker.ts', pathToFileURL(__filename).href),
);

module.exports = async function handleTask(task) {
  const worker = await loaded;
  return worker.default(task);
};
