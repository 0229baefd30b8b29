// `npm run bench:encryption`: what per-session body encryption (decision 0044) costs on a 10 MB
// upload. Three figures, each the median of RUNS: sealing the form in the client (the web client's
// own code: WebCrypto in Node), opening it on the server (node:crypto, the API's own streaming opener, 64 KB chunks into shared memory), and
// a real extract and a real streamed detection of the same ~10 MB PDF against the compiled server
// (`npm run build:api` first), plain and encrypted, through the web client's createApiClient.
// Loopback only, bounded by a 5-minute hard stop. Prints one JSON line.
import {
  additionalData,
  createKeyAgreement,
  extractOperation,
  LIMITS,
  multiDetectOperation,
  packFile,
  type SealContext,
  sealBytes,
} from '@sladd/contract';
import { createFilePartOpener } from '../apps/api/src/platform/body-encryption.ts';
import { createApiClient } from '../apps/web/src/lib/api/client.ts';
import { type KeyAnswer, sealFormData } from '../apps/web/src/lib/api/sealing.ts';
import { readSseStream } from '../apps/web/src/lib/api/sse.ts';
import { makeCorpus } from './corpus.ts';
import { describeMachine } from './machine.ts';
import { makeHeavyPdf } from './make-pdfs.ts';
import { startServerProcess } from './server-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
setTimeout(() => {
  console.error('encryption-bench: over 5 minutes; stopping.');
  process.exit(3);
}, 300_000).unref();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1));
};
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const machine = describeMachine();
// Just under the 10 MB limit: the sealed part (file + 28 bytes + name) must still fit.
const pdf = makeHeavyPdf(makeCorpus(4, 2026), LIMITS.maxFileBytes - 64 * 1024);
const file = new File([pdf as Uint8Array<ArrayBuffer>], 'sak-10mb.pdf', { type: 'application/pdf' });

// 1. Client seal and server open, with one key held both ways (raw bytes for node, a CryptoKey for WebCrypto).
const raw = crypto.getRandomValues(new Uint8Array(32));
const key = {
  key: await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']),
  keyId: 'bench',
};
const context: SealContext = {
  method: 'POST',
  path: '/api/pdf/extract',
  keyId: 'bench',
  sealedAt: Date.now(),
};
const form = new FormData();
form.append('file', file, file.name);
const sealTimes: number[] = [];
const openTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  let sealedForm: FormData | undefined;
  sealTimes.push(await timed(async () => (sealedForm = await sealFormData({ key, context }, form))));
  const part = sealedForm!.get('file') as Blob;
  const sealed = new Uint8Array(await part.arrayBuffer());
  openTimes.push(
    await timed(async () => {
      // As uploads.ts does: chunks of the upload (64 KB here) opened straight into shared memory.
      const bodyKey = { ...context, key: Buffer.from(raw), encryptResponse: false };
      const opener = createFilePartOpener(bodyKey, 'file');
      const shared = new Uint8Array(new SharedArrayBuffer(LIMITS.maxFileBytes));
      let length = 0;
      for (let at = 0; at < sealed.length; at += 65_536) {
        const bytes = opener.push(
          Buffer.from(sealed.buffer, sealed.byteOffset + at, Math.min(65_536, sealed.length - at)),
        );
        shared.set(bytes, length);
        length += bytes.length;
      }
      if (opener.finish() !== file.name || length !== pdf.length) throw new Error('opened file differs');
    }),
  );
}
// The client's seal alone, without reading the File (bytes already in memory).
const sealOnly = [];
for (let i = 0; i < RUNS; i++)
  sealOnly.push(
    await timed(() => sealBytes(key, packFile(file.name, pdf), additionalData('request', context, 'file'))),
  );

// 2. Real requests through the web client against the compiled server.
const server = await startServerProcess();
const cookies = server.headers.cookie ?? '';
const csrf = server.headers['x-csrf-token'] ?? '';
function client(bodyEncryption: boolean) {
  return createApiClient({
    fetch: (url, init) =>
      fetch(`${server.baseUrl}${String(url)}`, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), cookie: cookies },
      }),
    readCookies: () => `csrf_token=${csrf}`,
    onAuthLost: () => {
      throw new Error('the bench session was lost');
    },
    bodyEncryption,
  });
}
const plainApi = client(false);
const sealedApi = client(true);
// The handshake, once per session (not in the per-request figures): key pair, POST, derivation.
const handshakeMs = await timed(async () => {
  const agreement = await createKeyAgreement();
  const response = await fetch(`${server.baseUrl}/api/session/key`, {
    method: 'POST',
    headers: { ...server.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ public_key: agreement.publicKey }),
  });
  if (!response.ok) throw new Error(`the handshake answered ${response.status}`);
  await agreement.derive(((await response.json()) as { data: KeyAnswer }).data);
});

async function extract(api: ReturnType<typeof client>) {
  const data = (await api.upload(extractOperation, { fields: { file } } as never)) as { page_count: number };
  if (data.page_count !== 4) throw new Error(`extract answered ${data.page_count} pages`);
}
async function detect(api: ReturnType<typeof client>) {
  const response = await api.uploadRaw(multiDetectOperation, {
    query: { stream: 'true' },
    fields: { files: [file], use_fast: true, requested_entities: ['ALL_FAST'], threshold: '0.5' },
    accept: 'text/event-stream',
  } as never);
  let last = '';
  let failed = 0;
  await readSseStream(response, (event) => {
    last = event.event;
    if (event.data.failed === true) failed += 1;
  });
  if (last !== 'batch_completed' || failed > 0)
    throw new Error(`detection ended with ${last}, ${failed} unreadable events`);
}

const figures: Record<string, number[]> = {
  extractPlain: [],
  extractSealed: [],
  detectPlain: [],
  detectSealed: [],
};
try {
  // One warm-up each: worker start-up and JIT are not what is measured.
  await extract(plainApi);
  await extract(sealedApi);
  for (let i = 0; i < RUNS; i++) {
    figures.extractPlain!.push(await timed(() => extract(plainApi)));
    figures.extractSealed!.push(await timed(() => extract(sealedApi)));
    figures.detectPlain!.push(await timed(() => detect(plainApi)));
    figures.detectSealed!.push(await timed(() => detect(sealedApi)));
  }
} finally {
  await server.stop();
}

const result = {
  bench: 'encryption',
  date: new Date().toISOString(),
  machine,
  runs: RUNS,
  fileMb: Number((pdf.length / 1024 / 1024).toFixed(2)),
  clientSealFormMs: median(sealTimes),
  clientSealBytesMs: median(sealOnly),
  serverOpenMs: median(openTimes),
  handshakeMs: Number(handshakeMs.toFixed(1)),
  extractPlainMs: median(figures.extractPlain!),
  extractSealedMs: median(figures.extractSealed!),
  detectPlainMs: median(figures.detectPlain!),
  detectSealedMs: median(figures.detectSealed!),
};
console.log(JSON.stringify(result));
