const vm = require('node:vm'); const fs = require('node:fs'); const path = require('node:path'); const { pathToFileURL } = require('node:url');
const c = process.cpuUsage();
const file = path.join(__dirname, 'cjs.cjs'); const cacheFile = file + '.v8cache';
const source = fs.readFileSync(file, 'utf8');
let cachedData; try { cachedData = fs.readFileSync(cacheFile); } catch {}
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __metaUrl) {${source}\n})`, { filename: file, cachedData });
const fn = script.runInThisContext();
const m = { exports: {} };
fn(m.exports, require, m, file, __dirname, pathToFileURL(file).href);
const u = process.cpuUsage(c);
console.log('cjs', cachedData ? (script.cachedDataRejected ? 'rejected' : 'cached') : 'nocache', ((u.user + u.system) / 1000).toFixed(0), globalThis.__result);
if (!cachedData || script.cachedDataRejected) fs.writeFileSync(cacheFile, script.createCachedData());
