#!/usr/bin/env node
// `npm run check:deploy`: checks the deployment files (Dockerfile, .dockerignore, deploy/**,
// docs/DEPLOY.md) as far as a machine without a container daemon can.
//
//   node scripts/check-deploy.mjs            static checks, a few seconds
//   node scripts/check-deploy.mjs --build    also runs the Dockerfile's steps here, starts what they
//                                            built and checks its health (several minutes)
//   --keep                                   keep the temporary folders of --build
//
// Static: compose.yaml's structure (builds, health checks behind every service_healthy, env files,
// volumes, networks, secrets, ${…} values), prometheus.yml and alerts.yml against compose.yaml and
// the metric names the code registers, the Caddyfile's upstreams, the systemd units
// (`systemd-analyze verify` on copies whose ExecStart is /bin/true, and `systemd-analyze security
// --offline=true`), the env examples (known variables only, no secrets), docs/DEPLOY.md (tables,
// every variable, every file it names). promtool and caddy, when installed, check their files too.
//
// --build: copies the build context through .dockerignore into a temporary folder, runs the build
// stage's COPY and RUN steps there (apt-get steps are skipped: this machine's own python3, make and
// g++ stand in), copies what the runtime stage copies, and starts the image's CMD as an unprivileged
// user on a free port with a temporary DATA_DIR: /api/health must answer 200 within 60 s and the
// image's HEALTHCHECK command must pass. Then, when redis-server and a PostgreSQL server are at hand
// (CHECK_DEPLOY_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), the scale-out
// shape: two API processes and a worker started with the commands compose.yaml and the systemd
// units use, under the units' RestrictAddressFamilies= (a seccomp filter compiled here when cc is
// installed), until every health check says ok, and a worker's SIGTERM shows in /api/health.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOY = join(ROOT, 'deploy');
const args = new Set(process.argv.slice(2));
const BUILD = args.has('--build');
const KEEP = args.has('--keep');
for (const arg of args)
  if (!['--build', '--keep'].includes(arg)) {
    console.error(`Unknown option ${arg}. Usage: node scripts/check-deploy.mjs [--build] [--keep]`);
    process.exit(2);
  }

/** The most `systemd-analyze security` may score a unit before the check fails (1.4 when written). */
const MAX_EXPOSURE = 2.0;
/** Variables the deployment files use besides the product's own (config.ts). */
const DEPLOY_VARIABLES = new Set([
  'SLADD_DOMAIN',
  'POSTGRES_PASSWORD',
  'REDIS_PASSWORD',
  'SLADD_WORKER_CONCURRENCY',
]);

// ---------------------------------------------------------------------------------------------
// Reporting

const results = { pass: 0, fail: 0, skip: 0 };
const failures = [];
function pass(name, detail = '') {
  results.pass += 1;
  console.log(`  ✓ ${name}${detail ? ` — ${detail}` : ''}`);
}
function fail(name, message) {
  results.fail += 1;
  failures.push(`${name}: ${message}`);
  console.log(`  ✗ ${name} — ${message}`);
}
function skip(name, reason) {
  results.skip += 1;
  console.log(`  – ${name} skipped: ${reason}`);
}
/** Runs one check: `fn` returns a detail string (pass) or throws (fail). */
async function check(name, fn) {
  try {
    const detail = await fn();
    if (detail && typeof detail === 'object' && 'skip' in detail) skip(name, detail.skip);
    else pass(name, detail ?? '');
    return true;
  } catch (error) {
    fail(name, error instanceof Error ? error.message : String(error));
    return false;
  }
}
function section(title) {
  console.log(`\n${title}`);
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const which = (command) => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
};

// ---------------------------------------------------------------------------------------------
// Parsers

let YAML;
try {
  YAML = await import('yaml');
} catch {
  console.error(
    'check-deploy: the `yaml` package is not installed (it comes with the dev dependencies). Run `npm ci` first.',
  );
  process.exit(2);
}
function parseYaml(path) {
  const doc = YAML.parseDocument(read(path), { merge: true, prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`${path}: ${doc.errors.map((e) => e.message).join('; ')}`);
  return doc.toJS({ maxAliasCount: 1000 });
}

/** The Dockerfile as stages of instructions: { name, from, instructions: [{ op, args, line }] }. */
function parseDockerfile(text) {
  const lines = text.split('\n');
  const logical = [];
  let buffer = '';
  let start = 0;
  lines.forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (!buffer && /^\s*#/.test(line)) return; // comments (and parser directives)
    if (buffer && /^\s*#/.test(line)) return; // comment lines inside a continued instruction
    if (!buffer && !line.trim()) return;
    if (!buffer) start = index + 1;
    if (/\\\s*$/.test(line)) {
      buffer += `${line.replace(/\\\s*$/, '')} `;
      return;
    }
    buffer += line;
    logical.push({ text: buffer.trim(), line: start });
    buffer = '';
  });
  const globalArgs = {};
  const stages = [];
  for (const { text: instruction, line } of logical) {
    const [, op, rest = ''] = /^(\S+)\s*(.*)$/s.exec(instruction);
    const entry = { op: op.toUpperCase(), args: rest.trim(), line };
    if (entry.op === 'FROM') {
      const [, image, name] = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(entry.args) ?? [];
      stages.push({ name: name ?? String(stages.length), from: image, instructions: [] });
    } else if (stages.length === 0) {
      if (entry.op === 'ARG') {
        const [key, value] = entry.args.split('=');
        globalArgs[key] = value;
      }
    } else stages.at(-1).instructions.push(entry);
  }
  return { stages, globalArgs };
}
/** `ENV A=1 B=2` (or `ENV A 1`) as an object. */
function envOf(args) {
  if (!args.includes('=')) {
    const [key, ...value] = args.split(/\s+/);
    return { [key]: value.join(' ') };
  }
  return Object.fromEntries(
    args
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1).replace(/^"(.*)"$/, '$1')];
      }),
  );
}
/** COPY arguments: { from, sources, dest }. */
function copyOf(args) {
  let tokens = args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/).filter(Boolean);
  let from;
  tokens = tokens.filter((token) => {
    if (!token.startsWith('--')) return true;
    const match = /^--from=(.+)$/.exec(token);
    if (match) from = match[1];
    return false;
  });
  return { from, sources: tokens.slice(0, -1), dest: tokens.at(-1) };
}
/** A JSON-form command (CMD ["node", …]) or a shell form wrapped in sh -c. */
function commandOf(args) {
  const trimmed = args.trim();
  return trimmed.startsWith('[') ? JSON.parse(trimmed) : ['/bin/sh', '-c', trimmed];
}

/** .dockerignore rules: [{ negate, regex, pattern }], matched as Docker does (a parent's match counts). */
function parseDockerignore(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = posix.normalize((negate ? line.slice(1) : line).trim().replace(/^\/+/, ''));
      let source = '';
      for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*' && pattern[i + 1] === '*') {
          if (pattern[i + 2] === '/') {
            source += '(?:.*/)?';
            i += 2;
          } else {
            source += '.*';
            i += 1;
          }
        } else if (c === '*') source += '[^/]*';
        else if (c === '?') source += '[^/]';
        else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { negate, pattern, regex: new RegExp(`^${source}$`) };
    });
}
function isIgnored(rules, path) {
  const parts = path.split('/');
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules) if (prefixes.some((prefix) => rule.regex.test(prefix))) ignored = !rule.negate;
  return ignored;
}

/** A systemd unit: { Section: { Key: [values…] } }. */
function parseUnit(text) {
  const unit = {};
  let current;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = unit[header[1]] ??= {};
      continue;
    }
    const at = line.indexOf('=');
    if (at < 0 || !current) continue;
    (current[line.slice(0, at).trim()] ??= []).push(line.slice(at + 1).trim());
  }
  return unit;
}

/** KEY=value lines of an env example, commented ones too: [{ key, value, commented, line }]. */
function parseEnvExample(text) {
  return text.split('\n').flatMap((raw, index) => {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(raw.trim());
    return match ? [{ key: match[2], value: match[3], commented: Boolean(match[1]), line: index + 1 }] : [];
  });
}

/** "30s", "1m30s", "90" → seconds. */
function seconds(value) {
  if (typeof value === 'number') return value;
  let total = 0;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)\s*(ms|h|min|m|s)/g))
    total += Number(amount) * { ms: 0.001, s: 1, m: 60, min: 60, h: 3600 }[unit];
  return total;
}

// ---------------------------------------------------------------------------------------------
// What the code says

const configSource = read('apps/api/src/config.ts');
const schemaBlock = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(configSource)?.[1] ?? '';
const CONFIG_VARIABLES = [...schemaBlock.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
const defaultOf = (name, fallback) =>
  Number(new RegExp(`${name}:[^\\n]*\\.default\\((\\d+)\\)`).exec(schemaBlock)?.[1] ?? fallback);
const METRIC_NAMES = new Set(
  ['apps/api/src/platform/metrics.ts', 'apps/api/src/jobs/queue/worker-endpoint.ts']
    .filter((path) => existsSync(join(ROOT, path)))
    .flatMap((path) => [...read(path).matchAll(/name: '([a-z_:]+)'/g)].map((m) => m[1])),
);
const rootPackage = JSON.parse(read('package.json'));
const WORKSPACES = (rootPackage.workspaces ?? []).flatMap((glob) => {
  if (!glob.endsWith('/*')) return [glob];
  const base = glob.slice(0, -2);
  return readdirSync(join(ROOT, base))
    .map((name) => `${base}/${name}`)
    .filter((dir) => existsSync(join(ROOT, dir, 'package.json')));
});

// ---------------------------------------------------------------------------------------------
// Static checks

console.log(
  `Sladd deployment check (${BUILD ? 'static and --build' : 'static; --build runs the Dockerfile'})`,
);

const dockerfile = parseDockerfile(read('Dockerfile'));
const buildStage = dockerfile.stages.find((stage) => stage.name === 'build');
const runtimeStage = dockerfile.stages.at(-1);
const dockerignore = parseDockerignore(existsSync(join(ROOT, '.dockerignore')) ? read('.dockerignore') : '');
const runtimeEnv = Object.assign(
  {},
  ...(runtimeStage?.instructions.filter((i) => i.op === 'ENV').map((i) => envOf(i.args)) ?? []),
);

section('Dockerfile and .dockerignore');
await check('stages', () => {
  assert(buildStage, 'no stage named "build" (FROM … AS build)');
  assert(
    runtimeStage && runtimeStage !== buildStage,
    'the last stage must be the runtime stage, not the build',
  );
  const nodeVersion = dockerfile.globalArgs.NODE_VERSION;
  const needed = Number(/(\d+)/.exec(rootPackage.engines?.node ?? '20')?.[1]);
  assert(
    Number(nodeVersion) >= needed,
    `ARG NODE_VERSION=${nodeVersion} is older than package.json engines (${rootPackage.engines?.node})`,
  );
  for (const stage of dockerfile.stages)
    assert(
      /^node:\$\{NODE_VERSION\}-bookworm-slim$/.test(stage.from),
      `stage ${stage.name}: FROM ${stage.from}`,
    );
  return `build → ${runtimeStage.name}, node:${nodeVersion}-bookworm-slim`;
});
await check('build stage installs from the lock file', () => {
  const ops = buildStage.instructions;
  const ci = ops.findIndex((i) => i.op === 'RUN' && /\bnpm ci\b/.test(i.args));
  assert(ci >= 0, 'no RUN npm ci');
  const copiedBefore = ops
    .slice(0, ci)
    .filter((i) => i.op === 'COPY')
    .flatMap((i) => copyOf(i.args).sources.map((source) => ({ source, dest: copyOf(i.args).dest })));
  const has = (path) =>
    copiedBefore.some(({ source, dest }) => source === path || posix.join(dest, basename(source)) === path);
  for (const path of ['package.json', 'package-lock.json', '.npmrc'])
    assert(has(path), `${path} is not copied before npm ci`);
  for (const workspace of WORKSPACES)
    assert(
      has(`${workspace}/package.json`),
      `workspace ${workspace}: its package.json is not copied before npm ci`,
    );
  assert(
    ops.some((i) => i.op === 'RUN' && /\bnpm run build\b/.test(i.args)),
    'no RUN npm run build',
  );
  return `${WORKSPACES.length} workspaces' manifests before npm ci, then npm run build`;
});
await check('build-stage COPY sources exist in the context', () => {
  const missing = buildStage.instructions
    .filter((i) => i.op === 'COPY' && !copyOf(i.args).from)
    .flatMap((i) => copyOf(i.args).sources)
    .filter(
      (source) => source !== '.' && (!existsSync(join(ROOT, source)) || isIgnored(dockerignore, source)),
    );
  assert(missing.length === 0, `missing or excluded by .dockerignore: ${missing.join(', ')}`);
  return 'all present';
});
await check('runtime stage', () => {
  const ops = runtimeStage.instructions;
  const user = ops.filter((i) => i.op === 'USER').at(-1)?.args;
  assert(
    user && !/^(root|0)(:|$)/.test(user),
    `runs as ${user ?? 'root'}; it must run as an unprivileged user`,
  );
  assert(runtimeEnv.NODE_ENV === 'production', 'ENV NODE_ENV=production is missing');
  assert(runtimeEnv.DATA_DIR === '/var/lib/sladd', 'ENV DATA_DIR=/var/lib/sladd is missing');
  const volumes = ops.filter((i) => i.op === 'VOLUME').map((i) => i.args);
  assert(
    volumes.some((v) => v.includes(runtimeEnv.DATA_DIR)),
    'no VOLUME for DATA_DIR',
  );
  assert(
    ops.some((i) => i.op === 'EXPOSE' && /\b8080\b/.test(i.args)),
    'EXPOSE 8080 is missing',
  );
  const health = ops.find((i) => i.op === 'HEALTHCHECK');
  assert(health && /\/api\/health/.test(health.args), 'no HEALTHCHECK calling /api/health');
  assert(!/\bcurl\b|\bwget\b/.test(health.args), 'the HEALTHCHECK needs curl or wget, which the image lacks');
  const cmd = commandOf(ops.find((i) => i.op === 'CMD')?.args ?? '[]');
  assert(
    cmd.includes('apps/api/dist/main.js'),
    `CMD ${JSON.stringify(cmd)} does not run apps/api/dist/main.js`,
  );
  const apt = ops.filter((i) => i.op === 'RUN' && /apt-get install/.test(i.args));
  return `user ${user}, ${JSON.stringify(cmd)}, ${apt.length ? 'with' : 'no'} system packages`;
});
await check('.dockerignore', () => {
  assert(dockerignore.length > 0, '.dockerignore is missing or empty');
  const mustSkip = [
    'node_modules/x',
    'apps/web/node_modules/x',
    '.git/HEAD',
    'data/sladd.db',
    'apps/api/dist/main.js',
    'deploy/sladd.env',
    'deploy/prometheus/metrics-token',
    'coverage/index.html',
    'shared/corpus/a.pdf',
  ];
  const mustKeep = [
    'package.json',
    'package-lock.json',
    '.npmrc',
    'apps/api/src/main.ts',
    'apps/api/bin/sladd.mjs',
    'packages/detect/models/ner-nb.bin.gz',
    'apps/web/index.html',
    'deploy/sladd.env.example',
  ];
  const leaked = mustSkip.filter((path) => !isIgnored(dockerignore, path));
  const lost = mustKeep.filter((path) => isIgnored(dockerignore, path));
  assert(leaked.length === 0, `would send ${leaked.join(', ')} to the build`);
  assert(lost.length === 0, `would leave out ${lost.join(', ')}`);
  return `${dockerignore.length} rules; node_modules, .git, data, builds and env files stay out`;
});

section('deploy/compose.yaml');
let compose;
await check('parses', () => {
  compose = parseYaml('deploy/compose.yaml');
  assert(compose.services && typeof compose.services === 'object', 'no services');
  return Object.keys(compose.services).join(', ');
});
const services = compose?.services ?? {};
const SLADD_IMAGE = Object.values(services).find((s) => s.build)?.image;
const isSladd = (service) => Boolean(service.build) || (SLADD_IMAGE && service.image === SLADD_IMAGE);
const commandText = (service) =>
  Array.isArray(service.command) ? service.command.join(' ') : (service.command ?? '');
const apiServices = Object.entries(services).filter(([, s]) => isSladd(s) && !s.command);
const workerServices = Object.entries(services).filter(
  ([, s]) => isSladd(s) && / worker\b/.test(commandText(s)),
);
const hasHealthcheck = (service) => {
  const health = service.healthcheck;
  if (health?.disable === true) return false;
  if (health?.test) return !(Array.isArray(health.test) && health.test[0] === 'NONE');
  return isSladd(service) && runtimeStage?.instructions.some((i) => i.op === 'HEALTHCHECK');
};
const envExampleCompose = existsSync(join(DEPLOY, 'sladd.env.example'))
  ? parseEnvExample(readFileSync(join(DEPLOY, 'sladd.env.example'), 'utf8'))
  : [];
const envValue = (entries, key) => entries.find((e) => e.key === key && !e.commented)?.value;

if (compose) {
  await check('the image is the one the Dockerfile builds', () => {
    const built = Object.entries(services).filter(([, s]) => s.build);
    assert(built.length > 0, 'no service builds the image');
    for (const [name, service] of built) {
      const build = typeof service.build === 'string' ? { context: service.build } : service.build;
      const context = resolve(DEPLOY, build.context ?? '.');
      assert(context === ROOT, `${name}: build context ${build.context} is not the repository root`);
      const file = resolve(context, build.dockerfile ?? 'Dockerfile');
      assert(
        file === join(ROOT, 'Dockerfile'),
        `${name}: dockerfile ${build.dockerfile} is not the repository's Dockerfile`,
      );
      assert(service.image === SLADD_IMAGE, `${name}: image ${service.image}, others ${SLADD_IMAGE}`);
    }
    for (const [name, service] of Object.entries(services)) {
      if (isSladd(service)) continue;
      assert(service.image, `${name}: neither image nor build`);
      assert(
        /:[^/]+$/.test(service.image) && !/:latest$/.test(service.image),
        `${name}: pin the image's version (${service.image})`,
      );
    }
    assert(apiServices.length >= 2, `${apiServices.length} API service(s); two at least, for availability`);
    assert(workerServices.length >= 1, 'no worker service (command … worker)');
    return `${SLADD_IMAGE} for ${apiServices.map(([n]) => n).join(', ')}, ${workerServices.map(([n]) => n).join(', ')}`;
  });
  await check('depends_on: every service_healthy dependency has a health check', () => {
    const edges = [];
    for (const [name, service] of Object.entries(services)) {
      const deps = Array.isArray(service.depends_on)
        ? Object.fromEntries(service.depends_on.map((d) => [d, { condition: 'service_started' }]))
        : (service.depends_on ?? {});
      for (const [dep, spec] of Object.entries(deps)) {
        assert(services[dep], `${name} depends on ${dep}, which is not a service`);
        const condition = spec?.condition ?? 'service_started';
        if (condition === 'service_healthy')
          assert(
            hasHealthcheck(services[dep]),
            `${name} waits for ${dep} to be healthy, but ${dep} has no health check`,
          );
        edges.push(`${name}→${dep}${condition === 'service_healthy' ? ' (healthy)' : ''}`);
      }
    }
    for (const [name] of [...apiServices, ['postgres'], ['redis']])
      assert(services[name] && hasHealthcheck(services[name]), `${name} has no health check`);
    return `${edges.length} dependencies`;
  });
  await check('health checks', () => {
    for (const [name, service] of apiServices) {
      const test = JSON.stringify(service.healthcheck?.test ?? '');
      assert(/\/api\/health/.test(test), `${name}: its health check does not call /api/health`);
    }
    for (const [name, service] of workerServices) {
      const test = JSON.stringify(service.healthcheck?.test ?? '');
      const port = service.environment?.WORKER_METRICS_PORT;
      assert(
        service.healthcheck?.disable === true || (port && test.includes(`:${port}/health`)),
        `${name}: the image's check calls an API's /api/health; call the worker's own /health on WORKER_METRICS_PORT or disable it`,
      );
    }
    assert(
      /PONG/.test(JSON.stringify(services.redis?.healthcheck?.test)),
      'redis: redis-cli ping exits 0 on an error reply (NOAUTH); the check must look for PONG',
    );
    assert(
      /pg_isready/.test(JSON.stringify(services.postgres?.healthcheck?.test)),
      'postgres: no pg_isready check',
    );
    return 'API: /api/health; worker: its own /health; postgres: pg_isready; redis: PONG';
  });
  await check('env files', () => {
    const files = new Set();
    for (const [name, service] of Object.entries(services)) {
      for (const file of [service.env_file ?? []].flat()) {
        const path = typeof file === 'string' ? file : file.path;
        files.add(path);
        assert(
          existsSync(resolve(DEPLOY, `${path}.example`)),
          `${name}: env_file ${path} has no ${path}.example beside it`,
        );
        const ignored = spawnSync('git', ['check-ignore', '-q', relative(ROOT, resolve(DEPLOY, path))], {
          cwd: ROOT,
        });
        assert(ignored.status === 0, `${path} is not gitignored: a filled-in copy could be committed`);
      }
    }
    assert(files.size === 1, `one env file for every service, found ${files.size}: ${[...files].join(', ')}`);
    return `${[...files][0]} (from ${[...files][0]}.example; gitignored)`;
  });
  await check('${…} values come from the env file', () => {
    const text = readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8');
    const used = new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    const known = new Set(envExampleCompose.map((e) => e.key));
    const missing = [...used].filter((key) => !known.has(key));
    assert(missing.length === 0, `not in deploy/sladd.env.example: ${missing.join(', ')}`);
    return [...used].join(', ');
  });
  await check('volumes, networks and secrets are declared', () => {
    const volumes = new Set(Object.keys(compose.volumes ?? {}));
    const networks = new Set(Object.keys(compose.networks ?? {}));
    const secrets = new Set(Object.keys(compose.secrets ?? {}));
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
        if (source.startsWith('.') || source.startsWith('/')) {
          assert(existsSync(resolve(DEPLOY, source)), `${name}: bind mount ${source} does not exist`);
        } else assert(volumes.has(source), `${name}: volume ${source} is not declared`);
      }
      for (const network of [service.networks ?? []].flat())
        assert(
          networks.has(typeof network === 'string' ? network : Object.keys(network)[0]),
          `${name}: network ${network} is not declared`,
        );
      for (const secret of service.secrets ?? []) {
        const source = typeof secret === 'string' ? secret : secret.source;
        assert(secrets.has(source), `${name}: secret ${source} is not declared`);
      }
    }
    for (const [name, secret] of Object.entries(compose.secrets ?? {})) {
      const ignored = spawnSync('git', ['check-ignore', '-q', relative(ROOT, resolve(DEPLOY, secret.file))], {
        cwd: ROOT,
      });
      assert(ignored.status === 0, `secret ${name}: ${secret.file} is not gitignored`);
    }
    const caddyMounts = (services.caddy?.volumes ?? []).map((v) => String(v).split(':')[1]);
    assert(
      caddyMounts.includes('/data') && caddyMounts.includes('/config'),
      'caddy: /data and /config need volumes (certificates)',
    );
    const postgresMounts = (services.postgres?.volumes ?? []).map((v) => String(v));
    assert(
      postgresMounts.some((v) => v.endsWith(':/var/lib/postgresql/data')),
      'postgres: its data directory needs a named volume',
    );
    return `${volumes.size} volumes, ${networks.size} networks, ${secrets.size} secret`;
  });
  await check('redis keeps nothing on disk', () => {
    const command = [services.redis?.command ?? []].flat().map(String);
    const saveAt = command.indexOf('--save');
    assert(saveAt >= 0 && command[saveAt + 1] === '', "redis: --save '' is missing");
    const aofAt = command.indexOf('--appendonly');
    assert(aofAt >= 0 && command[aofAt + 1] === 'no', 'redis: --appendonly no is missing');
    return "--save '' --appendonly no";
  });
  await check('workers stop in time', () => {
    const stop = Number(
      envValue(envExampleCompose, 'JOBS_STOP_SECONDS') ?? defaultOf('JOBS_STOP_SECONDS', 20),
    );
    for (const [name, service] of workerServices) {
      const grace = seconds(service.stop_grace_period ?? 10);
      assert(
        grace > stop + 5,
        `${name}: stop_grace_period ${grace} s is not above JOBS_STOP_SECONDS (${stop}) + 5`,
      );
    }
    return `stop_grace_period > JOBS_STOP_SECONDS (${stop}) + 5 s`;
  });
  await check('the env example sets nothing compose or the image sets', () => {
    const owned = [
      'NODE_ENV',
      'JOBS',
      'DATABASE_URL',
      'REDIS_URL',
      'PUBLIC_URL',
      'PORT',
      'HOST',
      'TRUST_PROXY',
      'DATA_DIR',
      'WORKER_METRICS_PORT',
      'WORKER_METRICS_HOST',
    ];
    const clashes = envExampleCompose.filter((e) => !e.commented && owned.includes(e.key)).map((e) => e.key);
    assert(
      clashes.length === 0,
      `deploy/sladd.env.example sets ${clashes.join(', ')}, which compose.yaml or the image sets`,
    );
    return 'none';
  });
}

section('deploy/prometheus');
let prometheus;
let alerts;
const apiTargets = apiServices
  .map(([name, service]) => `${name}:${service.environment?.PORT ?? runtimeEnv.PORT ?? 8080}`)
  .sort();
await check('prometheus.yml', () => {
  prometheus = parseYaml('deploy/prometheus/prometheus.yml');
  const jobs = Object.fromEntries((prometheus.scrape_configs ?? []).map((job) => [job.job_name, job]));
  const api = jobs['sladd-api'];
  assert(api, 'no job sladd-api');
  for (const job of Object.values(jobs)) {
    assert(job.authorization?.credentials_file, `${job.job_name}: the token must come from credentials_file`);
    assert(
      !job.authorization?.credentials && !job.bearer_token,
      `${job.job_name}: a token written into the file`,
    );
  }
  const targets = (api.static_configs ?? []).flatMap((c) => c.targets).sort();
  assert(
    JSON.stringify(targets) === JSON.stringify(apiTargets),
    `sladd-api targets ${targets.join(', ')} ≠ compose.yaml's API services ${apiTargets.join(', ')}`,
  );
  const worker = jobs['sladd-worker'];
  if (worker) {
    for (const [name, service] of workerServices) {
      const port = Number(service.environment?.WORKER_METRICS_PORT);
      const dns = (worker.dns_sd_configs ?? []).find((c) => c.names?.includes(name));
      assert(dns && dns.port === port, `sladd-worker: no dns_sd_configs entry for ${name} on port ${port}`);
    }
  }
  for (const file of prometheus.rule_files ?? [])
    assert(existsSync(join(DEPLOY, 'prometheus', file)), `rule file ${file} is not in deploy/prometheus`);
  return `sladd-api → ${targets.join(', ')}${worker ? `; sladd-worker → ${workerServices.map(([n]) => n).join(', ')} (DNS)` : ''}`;
});
await check('alerts.yml', () => {
  alerts = parseYaml('deploy/prometheus/alerts.yml');
  const rules = (alerts.groups ?? []).flatMap((g) => g.rules ?? []);
  for (const rule of rules) {
    assert(
      rule.alert && rule.expr && rule.for && rule.labels?.severity,
      `rule ${rule.alert ?? '?'}: alert, expr, for and labels.severity are needed`,
    );
    const metrics = [...String(rule.expr).matchAll(/\b([a-z_:][a-z0-9_:]*)(?=\s*[{[)]|\s*(?:==|>|<|!=|$))/g)]
      .map((m) => m[1].replace(/_(bucket|count|sum)$/, ''))
      .filter((name) => /^(sladd_)/.test(name));
    for (const name of metrics)
      assert(METRIC_NAMES.has(name), `rule ${rule.alert}: ${name} is not a metric the code registers`);
  }
  const exprs = rules.map((r) => String(r.expr)).join('\n');
  const wanted = {
    'sladd_up == 0': /sladd_up\s*==\s*0/,
    'no queue workers': /sladd_queue_workers\)?\s*==\s*0/,
    'API down': /up\{job="sladd-api"\}\s*==\s*0/,
    'API absent': /absent\(up\{job="sladd-api"\}\)/,
    'queue backlog': /sladd_jobs\{state="waiting"\}/,
    '5xx rate': /status_code=~"5\.\."/,
    'p95 task duration': /histogram_quantile\(0\.95[\s\S]*sladd_task_duration_seconds_bucket/,
  };
  const missing = Object.entries(wanted)
    .filter(([, re]) => !re.test(exprs))
    .map(([name]) => name);
  assert(missing.length === 0, `no rule for: ${missing.join(', ')}`);
  return `${rules.length} rules: ${rules.map((r) => r.alert).join(', ')}`;
});
const promtool = which('promtool');
if (promtool) {
  await check('promtool check config / rules / test rules', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sladd-prom-'));
    try {
      // The token file lives on the Prometheus host; a stand-in here.
      writeFileSync(join(dir, 'token'), 'x'.repeat(32));
      writeFileSync(
        join(dir, 'prometheus.yml'),
        read('deploy/prometheus/prometheus.yml').replaceAll(
          '/etc/prometheus/sladd-metrics-token',
          join(dir, 'token'),
        ),
      );
      for (const file of ['alerts.yml', 'alerts.test.yml'])
        if (existsSync(join(DEPLOY, 'prometheus', file)))
          copyFileSync(join(DEPLOY, 'prometheus', file), join(dir, file));
      const runs = [
        ['check', 'config', join(dir, 'prometheus.yml')],
        ['test', 'rules', join(dir, 'alerts.test.yml')],
      ];
      for (const run of runs) {
        const result = spawnSync(promtool, run, { encoding: 'utf8', cwd: dir });
        assert(
          result.status === 0,
          `promtool ${run.slice(0, 2).join(' ')}: ${(result.stdout + result.stderr).trim()}`,
        );
      }
      const version = spawnSync(promtool, ['--version'], { encoding: 'utf8' })
        .stdout.split('\n')[0]
        .replace(/^promtool, /, '');
      return `config valid, rules unit tests pass (promtool ${version.split(' ')[1] ?? version})`;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
} else
  skip(
    'promtool',
    'not installed (Debian: apt-get install prometheus); the YAML and the metric names were checked above',
  );

section('deploy/caddy/Caddyfile');
await check('upstreams, streaming, uploads, /metrics', () => {
  const text = read('deploy/caddy/Caddyfile').replace(/#.*$/gm, '');
  const upstreams = (/reverse_proxy\s+([^{\n]+)\{/.exec(text)?.[1] ?? '').trim().split(/\s+/).sort();
  assert(
    JSON.stringify(upstreams) === JSON.stringify(apiTargets),
    `reverse_proxy ${upstreams.join(' ')} ≠ compose.yaml's API services ${apiTargets.join(', ')}`,
  );
  assert(
    /flush_interval\s+-1/.test(text),
    'flush_interval -1 is missing: detection streams would be buffered',
  );
  assert(/respond\s+\/metrics\s+404/.test(text), '/metrics is not closed on the proxy');
  const size = /max_size\s+(\d+)MB/.exec(text);
  assert(size && Number(size[1]) >= 210, 'request_body max_size must allow 20 files of 10 MB');
  assert(
    !/health_uri\s+\/api\/health/.test(text),
    'health_uri /api/health takes every process out when a shared part is down',
  );
  return `${upstreams.join(', ')}; flush_interval -1; max_size ${size[1]}MB`;
});
const caddy = which('caddy');
if (caddy) {
  await check('caddy validate', () => {
    const home = mkdtempSync(join(tmpdir(), 'sladd-caddy-'));
    try {
      const result = spawnSync(
        caddy,
        ['validate', '--config', join(DEPLOY, 'caddy', 'Caddyfile'), '--adapter', 'caddyfile'],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            SLADD_DOMAIN: 'sladd.example.org',
            HOME: home,
            XDG_DATA_HOME: home,
            XDG_CONFIG_HOME: home,
          },
        },
      );
      assert(result.status === 0, (result.stdout + result.stderr).trim().split('\n').slice(-3).join(' '));
      const fmt = spawnSync(caddy, ['fmt', join(DEPLOY, 'caddy', 'Caddyfile')], { encoding: 'utf8' });
      assert(
        fmt.stdout === read('deploy/caddy/Caddyfile'),
        'not formatted as `caddy fmt` would (run caddy fmt --overwrite)',
      );
      return `valid and formatted (caddy ${spawnSync(caddy, ['version'], { encoding: 'utf8' }).stdout.trim().split(' ')[0]})`;
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
} else skip('caddy validate', 'caddy is not installed (Debian: apt-get install caddy)');

section('deploy/systemd');
const units = {
  api: parseUnit(read('deploy/systemd/sladd-api@.service')),
  worker: parseUnit(read('deploy/systemd/sladd-worker@.service')),
};
const envExampleSystemd = parseEnvExample(read('deploy/systemd/sladd.env.example'));
const value = (unit, key, section = 'Service') => unit[section]?.[key]?.at(-1);
const values = (unit, key, section = 'Service') => unit[section]?.[key] ?? [];
await check('hardening', () => {
  const required = {
    NoNewPrivileges: 'yes',
    ProtectSystem: 'strict',
    ProtectHome: 'yes',
    PrivateTmp: 'yes',
    PrivateDevices: 'yes',
    ProtectKernelTunables: 'yes',
    ProtectKernelModules: 'yes',
    ProtectKernelLogs: 'yes',
    ProtectControlGroups: 'yes',
    RestrictNamespaces: 'yes',
    LockPersonality: 'yes',
    RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX',
    CapabilityBoundingSet: '',
    Restart: 'on-failure',
  };
  for (const [kind, unit] of Object.entries(units)) {
    for (const [key, expected] of Object.entries(required))
      assert(
        value(unit, key) === expected,
        `sladd-${kind}@: ${key}=${expected} (found ${value(unit, key) ?? 'nothing'})`,
      );
    assert(
      values(unit, 'SystemCallFilter').includes('@system-service'),
      `sladd-${kind}@: SystemCallFilter=@system-service`,
    );
    assert(
      !['yes', 'true', '1'].includes(value(unit, 'MemoryDenyWriteExecute')),
      `sladd-${kind}@: MemoryDenyWriteExecute=yes stops V8's JIT`,
    );
    assert(
      value(unit, 'DynamicUser') === 'yes' || value(unit, 'User'),
      `sladd-${kind}@: no DynamicUser= or User=`,
    );
    assert(value(unit, 'WorkingDirectory') === '/opt/sladd', `sladd-${kind}@: WorkingDirectory=/opt/sladd`);
  }
  return 'both units';
});
await check('API unit: DATA_DIR is writable', () => {
  const env = values(units.api, 'Environment').join(' ');
  assert(/\bDATA_DIR=\/var\/lib\/sladd\b/.test(env), 'Environment= does not set DATA_DIR=/var/lib/sladd');
  assert(value(units.api, 'StateDirectory') === 'sladd', 'StateDirectory=sladd is missing');
  assert(/\bPORT=%i\b/.test(env), 'PORT is not the instance name (PORT=%i)');
  return 'DATA_DIR=/var/lib/sladd, StateDirectory=sladd, PORT=%i';
});
await check('worker unit: stops within TimeoutStopSec', () => {
  const stop = Number(envValue(envExampleSystemd, 'JOBS_STOP_SECONDS') ?? defaultOf('JOBS_STOP_SECONDS', 20));
  const timeout = seconds(value(units.worker, 'TimeoutStopSec') ?? 90);
  assert(timeout > stop + 5, `TimeoutStopSec=${timeout} is not above JOBS_STOP_SECONDS (${stop}) + 5`);
  assert(/\bworker\b/.test(value(units.worker, 'ExecStart')), 'ExecStart does not run `worker`');
  return `TimeoutStopSec=${timeout} > ${stop} + 5`;
});
await check('env example', () => {
  const set = envExampleSystemd.filter((e) => !e.commented);
  const owned = set
    .filter((e) => ['PORT', 'DATA_DIR', 'WORKER_METRICS_PORT'].includes(e.key))
    .map((e) => e.key);
  assert(
    owned.length === 0,
    `sets ${owned.join(', ')}, which the units set per instance (the env file would win)`,
  );
  const host = envValue(envExampleSystemd, 'HOST');
  const netlink = /AF_NETLINK/.test(value(units.api, 'RestrictAddressFamilies') ?? '');
  assert(
    !(host === '0.0.0.0' && !netlink),
    'HOST=0.0.0.0 under RestrictAddressFamilies= without AF_NETLINK: the server exits at start',
  );
  assert(envValue(envExampleSystemd, 'JOBS') === 'queue', 'JOBS=queue is not set');
  return `HOST=${host}, JOBS=queue; PORT, DATA_DIR, WORKER_METRICS_PORT left to the units`;
});
const systemdAnalyze = which('systemd-analyze');
let exposure = {};
if (systemdAnalyze) {
  const dir = mkdtempSync(join(tmpdir(), 'sladd-units-'));
  // Instances, with ExecStart=/bin/true: verify checks that the binary exists, and node may live
  // elsewhere on this machine than on the servers (/usr/bin/node there).
  const copies = {
    'sladd-api@8081.service': 'sladd-api@.service',
    'sladd-worker@9465.service': 'sladd-worker@.service',
  };
  for (const [copy, source] of Object.entries(copies))
    writeFileSync(
      join(dir, copy),
      read(`deploy/systemd/${source}`).replace(/^ExecStart=.*$/m, 'ExecStart=/bin/true'),
    );
  await check('systemd-analyze verify (ExecStart replaced by /bin/true)', () => {
    const result = spawnSync(systemdAnalyze, ['verify', ...Object.keys(copies).map((f) => join(dir, f))], {
      encoding: 'utf8',
      cwd: dir,
    });
    const ours = (result.stderr + result.stdout)
      .split('\n')
      .filter((line) => /sladd-(api|worker)@/.test(line));
    assert(result.status === 0 && ours.length === 0, ours.join('; ') || result.stderr.trim());
    return 'no warnings';
  });
  await check('systemd-analyze security --offline=true', () => {
    const scores = [];
    for (const copy of Object.keys(copies)) {
      const result = spawnSync(
        systemdAnalyze,
        ['security', '--offline=true', '--no-pager', join(dir, copy)],
        {
          encoding: 'utf8',
          cwd: dir,
        },
      );
      const match = /Overall exposure level for \S+: ([\d.]+) (\S+)/.exec(result.stdout);
      if (!match)
        return {
          skip: `this systemd-analyze gives no offline score (${result.stderr.trim().split('\n')[0]})`,
        };
      exposure[copy] = `${match[1]} ${match[2]}`;
      scores.push(`${copies[copy]} ${match[1]} ${match[2]}`);
      assert(
        Number(match[1]) <= MAX_EXPOSURE,
        `${copies[copy]}: exposure ${match[1]} is above ${MAX_EXPOSURE}`,
      );
    }
    return scores.join(', ');
  });
  rmSync(dir, { recursive: true, force: true });
} else skip('systemd-analyze verify / security', 'systemd-analyze is not installed');

section('env examples');
await check('known variables only, no secrets', () => {
  const known = new Set([...CONFIG_VARIABLES, ...DEPLOY_VARIABLES]);
  for (const [path, entries] of [
    ['deploy/sladd.env.example', envExampleCompose],
    ['deploy/systemd/sladd.env.example', envExampleSystemd],
  ]) {
    assert(entries.length > 0, `${path} is missing or empty`);
    for (const entry of entries) {
      assert(
        known.has(entry.key),
        `${path}:${entry.line}: ${entry.key} is not a variable Sladd or the deployment reads`,
      );
      if (entry.commented || !/SECRET|PASSWORD|TOKEN|API_KEY/.test(entry.key)) continue;
      assert(entry.value === '', `${path}:${entry.line}: ${entry.key} has a value; examples hold no secrets`);
    }
    for (const entry of entries.filter((e) => !e.commented && /_URL$/.test(e.key))) {
      const password = /^[a-z]+:\/\/[^:/@]*:([^@]*)@/.exec(entry.value)?.[1];
      assert(
        password === undefined || password === '' || password === 'PASSWORD',
        `${path}:${entry.line}: ${entry.key} holds a password; write PASSWORD`,
      );
    }
  }
  return `${envExampleCompose.length} and ${envExampleSystemd.length} entries, ${CONFIG_VARIABLES.length} variables in config.ts`;
});

section('docs/DEPLOY.md');
const deployDoc = existsSync(join(ROOT, 'docs/DEPLOY.md')) ? read('docs/DEPLOY.md') : '';
await check('tables are whole', () => {
  const lines = deployDoc.split('\n');
  let tables = 0;
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*```/.test(lines[i])) inFence = !inFence;
    if (inFence) continue;
    const isRow = (line) => /^\|.*\|\s*$/.test(line ?? '');
    const cells = (line) =>
      line
        .replace(/\\\|/g, '')
        .replace(/`[^`]*`/g, 'x')
        .split('|').length - 2;
    if (isRow(lines[i]) && !isRow(lines[i - 1])) {
      tables += 1;
      assert(
        /^\|(\s*:?-+:?\s*\|)+\s*$/.test(lines[i + 1] ?? ''),
        `line ${i + 1}: a table without its --- line`,
      );
      const width = cells(lines[i]);
      let j = i + 2;
      for (; isRow(lines[j]); j++)
        assert(cells(lines[j]) === width, `line ${j + 1}: ${cells(lines[j])} cells in a table of ${width}`);
      // A row after one blank line continues a table that the blank line broke.
      assert(!(lines[j] === '' && isRow(lines[j + 1])), `line ${j + 2}: a blank line inside a table`);
    }
  }
  assert(tables > 0, 'no tables');
  return `${tables} tables`;
});
await check('every variable of config.ts is documented', () => {
  const missing = CONFIG_VARIABLES.filter((name) => !deployDoc.includes(`\`${name}\``));
  assert(missing.length === 0, `not in docs/DEPLOY.md: ${missing.join(', ')}`);
  return `${CONFIG_VARIABLES.length} variables`;
});
await check('every file it names exists', () => {
  const named = new Set(
    [
      ...deployDoc.matchAll(
        /(?:^|[\s(`[])((?:deploy|scripts|apps|docs)\/[\w./@-]*[\w@]|Dockerfile|\.dockerignore)/g,
      ),
    ].map((m) => m[1]),
  );
  const missing = [...named].filter((path) => {
    if (existsSync(join(ROOT, path))) return false;
    // Files the operator makes (gitignored) are named on purpose.
    return [path, `${path}/`].every(
      (p) => spawnSync('git', ['check-ignore', '-q', p], { cwd: ROOT }).status !== 0,
    );
  });
  assert(missing.length === 0, `missing: ${missing.join(', ')}`);
  return `${named.size} paths`;
});
await check('npm script', () => {
  assert(
    rootPackage.scripts?.['check:deploy'] === 'node scripts/check-deploy.mjs',
    'package.json has no check:deploy script',
  );
  return 'npm run check:deploy';
});

// ---------------------------------------------------------------------------------------------
// --build: the Dockerfile's steps, run here

const started = [];
const temporary = [];
process.on('exit', () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (!KEEP) for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
/** Starts a process with its output in a log file; .output() reads what it printed so far. */
function start(name, command, commandArgs, options) {
  const log = join(options.logDir, `${name}.log`);
  writeFileSync(log, '');
  const child = spawn(command, commandArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
  child.stderr.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
  child.output = () => readFileSync(log, 'utf8');
  child.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  started.push(child);
  return child;
}
async function getJson(url, headers = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}
/** Polls until `test(answer)` is true; the last answer (or error) when it never is. */
async function waitFor(what, seconds, probe, test, child) {
  const deadline = Date.now() + seconds * 1000;
  let last;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what}: the process exited (${child.exitCode}):\n${tail(child.output())}`);
    try {
      last = await probe();
      if (test(last)) return last;
    } catch (error) {
      last = error.message;
    }
    await sleep(500);
  }
  throw new Error(
    `${what} not within ${seconds} s; last: ${JSON.stringify(last)?.slice(0, 400)}${child ? `\n${tail(child.output())}` : ''}`,
  );
}
const tail = (text, lines = 25) => text.trim().split('\n').slice(-lines).join('\n');
async function stop(child, seconds) {
  if (child.exitCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  const result = await Promise.race([child.exited, sleep(seconds * 1000).then(() => undefined)]);
  if (!result) {
    child.kill('SIGKILL');
    throw new Error(`did not exit within ${seconds} s of SIGTERM`);
  }
  return result.code;
}
/** Copies the build context (the checkout through .dockerignore) into `dest`. */
function copyContext(dest) {
  mkdirSync(dest, { recursive: true });
  let files = 0;
  const walk = (rel) => {
    for (const entry of readdirSync(join(ROOT, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (isIgnored(dockerignore, path)) continue;
      const target = join(dest, path);
      if (entry.isDirectory()) {
        mkdirSync(target, { recursive: true });
        walk(path);
      } else if (entry.isSymbolicLink()) {
        symlinkSync(readlinkSync(join(ROOT, path)), target);
      } else if (entry.isFile()) {
        copyFileSync(join(ROOT, path), target);
        chmodSync(target, statSync(join(ROOT, path)).mode & 0o777);
        files += 1;
      }
    }
  };
  walk('');
  return files;
}
/** Docker's COPY of context paths into the stage's file system under `root`: a directory's contents, a file into dest/ or as dest. */
function dockerCopy(fromDir, sources, dest, root, workdir) {
  const target = join(root, posix.resolve(workdir, dest));
  const intoDir = dest.endsWith('/') || sources.length > 1 || dest === '.';
  for (const source of sources) {
    const from = join(fromDir, source);
    assert(lstatSync(from, { throwIfNoEntry: false }), `COPY ${source}: not in the context`);
    if (lstatSync(from).isDirectory()) cpSync(from, target, { recursive: true, verbatimSymlinks: true });
    else {
      const file = intoDir ? join(target, basename(source)) : target;
      mkdirSync(dirname(file), { recursive: true });
      cpSync(from, file, { verbatimSymlinks: true });
    }
  }
}
/** The C source of a launcher that limits socket() to AF_UNIX, AF_INET and AF_INET6, as the units' RestrictAddressFamilies= does. */
const AF_FILTER_C = `
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
int main(int argc, char **argv) {
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socket, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 3, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET, 2, 0),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET6, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EAFNOSUPPORT & SECCOMP_RET_DATA)),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = { .len = sizeof(filter) / sizeof(filter[0]), .filter = filter };
  if (argc < 2) return 2;
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog)) { perror("seccomp"); return 2; }
  execvp(argv[1], argv + 1);
  perror("exec");
  return 127;
}
`;

if (BUILD) {
  const work = mkdtempSync(join(tmpdir(), 'sladd-deploy-'));
  temporary.push(work);
  chmodSync(work, 0o755);
  const logDir = join(work, 'logs');
  mkdirSync(logDir);
  const context = join(work, 'context');
  const buildRoot = join(work, 'build');
  const runtimeRoot = join(work, 'runtime');
  const asRoot = process.getuid?.() === 0;
  // The image runs as an unprivileged user on a code tree it cannot write: here "nobody".
  const user = asRoot ? { uid: 65534, gid: 65534 } : {};
  const pathIn = (root, path) => join(root, path);
  const appDir = (root, workdir) => pathIn(root, workdir);

  section('--build: the Dockerfile, step by step');
  console.log(
    `  (in ${work}; Node ${process.versions.node} here, node:${dockerfile.globalArgs.NODE_VERSION} in the image)`,
  );
  let buildOk = await check('build context through .dockerignore', () => `${copyContext(context)} files`);

  let workdir = '/';
  const stageEnv = {};
  for (const instruction of buildStage.instructions) {
    if (!buildOk) break;
    if (instruction.op === 'WORKDIR') {
      workdir = posix.resolve(workdir, instruction.args);
      mkdirSync(appDir(buildRoot, workdir), { recursive: true });
    } else if (instruction.op === 'ENV') Object.assign(stageEnv, envOf(instruction.args));
    else if (instruction.op === 'ARG') {
      const [key, defaultValue] = instruction.args.split('=');
      if (defaultValue !== undefined) stageEnv[key] = defaultValue;
    } else if (instruction.op === 'COPY') {
      const { from, sources, dest } = copyOf(instruction.args);
      buildOk = await check(`line ${instruction.line}: COPY ${sources.join(' ')} ${dest}`, () => {
        assert(!from, 'COPY --from in the build stage is not supported by this check');
        dockerCopy(context, sources, dest, buildRoot, workdir);
      });
    } else if (instruction.op === 'RUN') {
      const command = instruction.args.replace(/^(--\S+\s+)+/, '');
      if (/^apt-get\b/.test(command)) {
        const tools = ['python3', 'make', 'g++'].filter((tool) => command.includes(tool));
        const absent = tools.filter((tool) => !which(tool));
        if (absent.length)
          fail(`line ${instruction.line}: RUN apt-get …`, `this machine lacks ${absent.join(', ')}`);
        else
          skip(
            `line ${instruction.line}: RUN apt-get install ${tools.join(' ')}`,
            'system packages; this machine has them',
          );
        continue;
      }
      const t0 = Date.now();
      const log = join(logDir, `build-line-${instruction.line}.log`);
      const result = spawnSync('sh', ['-c', `${command} > "${log}" 2>&1`], {
        cwd: appDir(buildRoot, workdir),
        env: { ...process.env, ...stageEnv, CI: 'true' },
        stdio: 'inherit',
      });
      const took = `${((Date.now() - t0) / 1000).toFixed(0)} s`;
      if (result.status === 0) pass(`line ${instruction.line}: RUN ${command}`, took);
      else {
        fail(
          `line ${instruction.line}: RUN ${command}`,
          `exit ${result.status} after ${took}:\n${tail(readFileSync(log, 'utf8'))}`,
        );
        buildOk = false;
      }
    }
  }

  let runtimeWorkdir = '/';
  if (buildOk) {
    for (const instruction of runtimeStage.instructions) {
      if (instruction.op === 'WORKDIR') runtimeWorkdir = posix.resolve(runtimeWorkdir, instruction.args);
      if (instruction.op === 'COPY') {
        const { from, sources, dest } = copyOf(instruction.args);
        buildOk &&= await check(
          `line ${instruction.line}: COPY ${from ? `--from=${from} ` : ''}${sources.join(' ')} ${dest}`,
          () => {
            assert(from === 'build', 'the runtime stage copies only from the build stage');
            const target = posix.resolve(runtimeWorkdir, dest);
            for (const source of sources) {
              const src = pathIn(buildRoot, source);
              assert(existsSync(src), `${source} is not in the build stage`);
              mkdirSync(pathIn(runtimeRoot, target), { recursive: true });
              cpSync(src, pathIn(runtimeRoot, target), { recursive: true, verbatimSymlinks: true });
            }
            return 'copied';
          },
        );
      } else if (instruction.op === 'RUN')
        skip(
          `line ${instruction.line}: RUN ${instruction.args.split(/\s+/).slice(0, 2).join(' ')} …`,
          'makes the image user; nobody stands in',
        );
    }
    // What the image's user may read: everything; write: nothing but DATA_DIR and /tmp.
    for (const dir of [work, runtimeRoot, pathIn(runtimeRoot, runtimeWorkdir)]) chmodSync(dir, 0o755);
  }

  const app = pathIn(runtimeRoot, runtimeWorkdir);
  const cmd = commandOf(runtimeStage.instructions.find((i) => i.op === 'CMD').args);
  const healthcheck = runtimeStage.instructions.find((i) => i.op === 'HEALTHCHECK');
  const healthCmd = healthcheck ? commandOf(healthcheck.args.replace(/^(--\S+\s+)*CMD\s+/, '')) : undefined;
  const newDataDir = (name) => {
    const dir = join(work, name);
    mkdirSync(dir, { mode: 0o700 });
    if (asRoot) chownSync(dir, 65534, 65534);
    return dir;
  };

  if (buildOk && existsSync(app)) {
    section('--build: the image, started as the Dockerfile says (SQLite, one process)');
    const port = await freePort();
    const dataDir = newDataDir('data-embedded');
    const env = {
      PATH: process.env.PATH,
      ...runtimeEnv,
      // The image binds 0.0.0.0 inside its container; here only this machine's loopback.
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'info',
    };
    const server = start('embedded-api', cmd[0], cmd.slice(1), { cwd: app, env, logDir, ...user });
    await check(`CMD ${cmd.join(' ')}: /api/health 200 within 60 s`, async () => {
      const t0 = Date.now();
      const answer = await waitFor(
        '/api/health 200',
        60,
        () => getJson(`http://127.0.0.1:${port}/api/health`),
        (a) => a.status === 200,
        server,
      );
      return `${((Date.now() - t0) / 1000).toFixed(1)} s, checks ${JSON.stringify(answer.body.data.checks)}`;
    });
    await check('it logs its own port', () => {
      assert(
        server.output().includes(`Sladd is listening on http://127.0.0.1:${port}`),
        `no "Sladd is listening on http://127.0.0.1:${port}" in its log`,
      );
      return `Sladd is listening on http://127.0.0.1:${port}`;
    });
    await check('the web app is served', async () => {
      const page = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) });
      const html = await page.text();
      assert(page.status === 200 && /<html/i.test(html), `GET / answered ${page.status}`);
      const icon = await fetch(`http://127.0.0.1:${port}/favicon.svg`, { signal: AbortSignal.timeout(5000) });
      assert(icon.status === 200, `GET /favicon.svg (the Caddyfile's health_uri) answered ${icon.status}`);
      return 'GET / and GET /favicon.svg: 200';
    });
    if (healthCmd)
      await check(`HEALTHCHECK ${healthCmd.slice(0, 2).join(' ')} …`, () => {
        const result = spawnSync(healthCmd[0], healthCmd.slice(1), {
          cwd: app,
          env,
          encoding: 'utf8',
          timeout: 10_000,
          ...user,
        });
        assert(result.status === 0, `exit ${result.status} ${result.stderr}`);
        return 'exit 0';
      });
    await check('SIGTERM: exits within 10 s', async () => `exit ${await stop(server, 10)}`);
  }

  // The scale-out shape: PostgreSQL, Redis, two API processes and a worker.
  const redisServer = which('redis-server');
  const adminUrl = process.env.CHECK_DEPLOY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let pg;
  let admin;
  if (buildOk && existsSync(app)) {
    section("--build: scale-out (PostgreSQL, Redis, 2 API processes, 1 worker; the units' socket families)");
    try {
      pg = (await import('pg')).default;
      admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
      await admin.connect();
    } catch (error) {
      admin = undefined;
      skip(
        'scale-out',
        `no PostgreSQL at ${adminUrl.replace(/:[^:@/]*@/, ':…@')} (${error.message}); set CHECK_DEPLOY_DATABASE_URL`,
      );
    }
    if (admin && !redisServer) skip('scale-out', 'redis-server is not installed');
  }
  if (admin && redisServer) {
    const database = `sladd_check_${randomBytes(4).toString('hex')}`;
    const redisPort = await freePort();
    const redis = start(
      'redis',
      redisServer,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', work],
      { cwd: work, logDir },
    );
    try {
      await admin.query(`create database ${database}`);
      const databaseUrl = new URL(adminUrl);
      databaseUrl.pathname = `/${database}`;
      // The launcher that gives a process the units' RestrictAddressFamilies=.
      let restrict = [];
      const cc = which('cc');
      const families = value(units.api, 'RestrictAddressFamilies');
      if (cc && process.arch === 'x64' && families === 'AF_INET AF_INET6 AF_UNIX') {
        writeFileSync(join(work, 'af.c'), AF_FILTER_C);
        const built = spawnSync(cc, ['-O2', '-o', join(work, 'af'), join(work, 'af.c')], {
          encoding: 'utf8',
        });
        if (built.status === 0) {
          restrict = [join(work, 'af')];
          await check('the socket-family filter works', () => {
            const probe = spawnSync(
              restrict[0],
              [process.execPath, '-e', 'require("os").networkInterfaces()'],
              { encoding: 'utf8' },
            );
            assert(
              probe.status !== 0 && /uv_interface_addresses/.test(probe.stderr),
              'os.networkInterfaces() still works under the filter',
            );
            return 'AF_NETLINK refused (os.networkInterfaces() fails under it, as under the units)';
          });
        } else skip('socket-family filter', `cc failed: ${built.stderr.trim().split('\n')[0]}`);
      } else
        skip(
          'socket-family filter',
          cc ? `not for ${process.arch} or RestrictAddressFamilies=${families}` : 'no C compiler (cc)',
        );

      const token = randomBytes(32).toString('hex');
      const shared = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        METRICS_TOKEN: token,
        LOG_LEVEL: 'info',
        JOBS_LOCK_SECONDS: '15',
      };
      const host = envValue(envExampleSystemd, 'HOST') ?? '127.0.0.1';
      const authSecret = randomBytes(48).toString('base64url');
      // The worker: compose.yaml's command, on a metrics port as sladd-worker@PORT sets it.
      const workerCommand = [workerServices[0][1].command].flat().map(String);
      const workerPort = await freePort();
      const workerArgs = workerCommand.map((arg) =>
        arg.replace(/^\$\{SLADD_WORKER_CONCURRENCY:-(\d+)\}$/, '$1'),
      );
      const worker = start(
        'worker',
        restrict[0] ?? workerArgs[0],
        [...restrict.slice(1), ...(restrict.length ? workerArgs : workerArgs.slice(1))],
        {
          cwd: app,
          env: { ...shared, WORKER_METRICS_PORT: String(workerPort), WORKER_METRICS_HOST: '0.0.0.0' },
          logDir,
          ...user,
        },
      );
      await check(`worker (${workerArgs.slice(1).join(' ')}): its /health 200`, async () => {
        await waitFor(
          'worker /health',
          30,
          () => getJson(`http://127.0.0.1:${workerPort}/health`),
          (a) => a.status === 200,
          worker,
        );
        const metrics = await fetch(`http://127.0.0.1:${workerPort}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const text = await metrics.text();
        assert(/sladd_up\{part="redis"\} 1/.test(text), 'its /metrics has no sladd_up{part="redis"} 1');
        return `WORKER_METRICS_HOST=0.0.0.0 under the filter; /metrics: sladd_up{part="redis"} 1`;
      });
      // Two API processes: the systemd unit's ExecStart, each on its own port, HOST from the env example.
      const apiExec = value(units.api, 'ExecStart').split(/\s+/);
      const apiArgs = [
        process.execPath,
        ...apiExec.slice(1).map((arg) => arg.replace(/^\/opt\/sladd\//, `${app}/`)),
      ];
      const apis = [];
      for (const n of [1, 2]) {
        const port = await freePort();
        const child = start(
          `api-${n}`,
          restrict[0] ?? apiArgs[0],
          [...restrict.slice(1), ...(restrict.length ? apiArgs : apiArgs.slice(1))],
          {
            cwd: app,
            env: {
              ...shared,
              JOBS: 'queue',
              DATABASE_URL: databaseUrl.href,
              AUTH_SECRET: authSecret,
              HOST: host,
              PORT: String(port),
              DATA_DIR: newDataDir(`data-api-${n}`),
              PUBLIC_URL: 'https://sladd.example.org',
              TRUST_PROXY: 'true',
            },
            logDir,
            ...user,
          },
        );
        apis.push({ n, port, child });
      }
      for (const { n, port, child } of apis)
        await check(
          `api-${n} (${apiExec.slice(1).join(' ')}, HOST=${host}): /api/health 200, every check ok`,
          async () => {
            const answer = await waitFor(
              `api-${n} /api/health`,
              60,
              () => getJson(`http://${host}:${port}/api/health`),
              (a) => a.status === 200,
              child,
            );
            const checks = answer.body.data.checks;
            for (const part of ['database', 'redis', 'queue', 'workers'])
              assert(checks[part] === 'ok', `${part}: ${checks[part]}`);
            assert(
              child.output().includes(`Sladd is listening on http://${host}:${port}`),
              `its log does not name its own port ${port}`,
            );
            return JSON.stringify(checks);
          },
        );
      await check('/metrics of an API process', async () => {
        const { port } = apis[0];
        const response = await fetch(`http://${host}:${port}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const text = await response.text();
        for (const series of [
          'sladd_up{part="database"} 1',
          'sladd_up{part="redis"} 1',
          'sladd_up{part="queue"} 1',
          'sladd_queue_workers 1',
        ])
          assert(text.includes(series), `no ${series}`);
        const wrong = await fetch(`http://${host}:${port}/metrics`, {
          headers: { authorization: 'Bearer wrong' },
        });
        assert(wrong.status === 401, `a wrong token answered ${wrong.status}`);
        return 'sladd_up database/redis/queue 1, sladd_queue_workers 1; a wrong token 401';
      });
      const stopSeconds = defaultOf('JOBS_STOP_SECONDS', 20);
      await check(
        `worker SIGTERM: leaves within JOBS_STOP_SECONDS + 5 (${stopSeconds + 5} s)`,
        async () => `exit ${await stop(worker, stopSeconds + 5)}`,
      );
      await check('no worker: /api/health 503, workers none', async () => {
        const { port, child } = apis[0];
        const answer = await waitFor(
          '503 workers none',
          15,
          () => getJson(`http://${host}:${port}/api/health`),
          (a) => a.status === 503,
          child,
        );
        assert(
          answer.body.error.details.checks.workers === 'none',
          JSON.stringify(answer.body.error.details.checks),
        );
        return answer.body.error.message;
      });
      for (const { n, child } of apis)
        await check(`api-${n} SIGTERM: exits within 10 s`, async () => `exit ${await stop(child, 10)}`);
    } finally {
      await stop(redis, 5).catch(() => {});
      await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  } else if (admin) await admin.end().catch(() => {});
}

// ---------------------------------------------------------------------------------------------

console.log(
  `\n${results.fail === 0 ? 'OK' : 'FAILED'}: ${results.pass} passed, ${results.fail} failed, ${results.skip} skipped${
    BUILD ? '' : ' (static only; --build also runs the Dockerfile)'
  }`,
);
if (Object.keys(exposure).length)
  console.log(
    `systemd exposure: ${Object.entries(exposure)
      .map(([u, s]) => `${u} ${s}`)
      .join(', ')}`,
  );
if (results.fail > 0) {
  console.log('\nFailures:');
  for (const failure of failures) console.log(`  - ${failure.split('\n')[0]}`);
  process.exitCode = 1;
}
