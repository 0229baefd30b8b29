// Runs before the app's modules (a classic script, not inline, so the policy allows it). Zod
// probes `new Function` when a schema is built, for a faster parser; the policy forbids eval, and
// Chromium reports the caught attempt as a violation on every page load. jitless skips the probe
// (decision 0045). Zod reads this object as its global configuration.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
