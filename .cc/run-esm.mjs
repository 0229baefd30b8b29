const c = process.cpuUsage();
await import('./esm.mjs');
const u = process.cpuUsage(c); console.log('esm', ((u.user + u.system) / 1000).toFixed(0), globalThis.__result);
