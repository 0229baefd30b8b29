import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Worker } from 'tesseract.js';
import { PdfError } from './pdf-error.ts';
import type { Word } from './types.ts';

const require = createRequire(import.meta.url);
// LSTM-only "best_int" models: the smallest data that still reads Norwegian letters well.
const MODEL_DIR = '4.0.0_best_int';

let workerPromise: Promise<Worker> | null = null;

function langDir(code: string): string {
  return join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), MODEL_DIR);
}

// tesseract.js takes one langPath, but nor and eng live in separate packages. We load 'nor'
// from its package, write eng's model into the worker's in-memory file system, and then
// initialise both. Nothing touches the network or the disk cache.
async function startWorker(): Promise<Worker> {
  // Loaded on first OCR only: a text PDF (and `sladd detect`) never pays for tesseract.js.
  const { createWorker, OEM } = await import('tesseract.js');
  const langs = ['nor'];
  const worker = await createWorker(langs, OEM.LSTM_ONLY, {
    langPath: langDir('nor'),
    gzip: true,
    cacheMethod: 'none',
    errorHandler: () => {},
  });
  const eng = gunzipSync(readFileSync(join(langDir('eng'), 'eng.traineddata.gz')));
  await worker.FS('writeFile', ['./eng.traineddata', eng]);
  // reinitialize() loads only languages it has not seen; 'eng' is already in the worker's FS.
  langs.push('eng');
  await worker.reinitialize('nor+eng', OEM.LSTM_ONLY);
  return worker;
}

let queue: Promise<unknown> = Promise.resolve();

/** Recognises the words on a rendered page image (PNG) with Norwegian + English models, fully offline; boxes in PDF points. */
export function ocrPage(png: Uint8Array, opts: { dpi: number }): Promise<Word[]> {
  // One shared worker recognises one image at a time; callers queue behind each other.
  const job = queue.then(() => recognizeWords(png, opts.dpi));
  queue = job.catch(() => undefined);
  return job;
}

async function recognizeWords(png: Uint8Array, dpi: number): Promise<Word[]> {
  const scale = 72 / dpi;
  try {
    workerPromise ??= startWorker();
    const worker = await workerPromise;
    const { data } = await worker.recognize(Buffer.from(png), {}, { blocks: true, text: false });
    const words: Word[] = [];
    let line = -1;
    for (const block of data.blocks ?? []) {
      for (const para of block.paragraphs) {
        for (const ocrLine of para.lines) {
          line++;
          for (const w of ocrLine.words) {
            const text = w.text.trim();
            if (!text) continue;
            const { x0, y0, x1, y1 } = w.bbox;
            words.push({
              text,
              bbox: { x0: x0 * scale, y0: y0 * scale, x1: x1 * scale, y1: y1 * scale },
              line,
            });
          }
        }
      }
    }
    return words;
  } catch {
    // A worker that failed once may be in a bad state: drop it so the next call starts afresh.
    await terminateOcr().catch(() => undefined);
    throw new PdfError(
      'OCR_FAILED',
      'Text recognition failed for this page. Try again; if it keeps failing, the page image may be damaged.',
    );
  }
}

/** Stops the shared OCR worker (call on shutdown; the next ocrPage starts a new one). */
export async function terminateOcr(): Promise<void> {
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending.catch(() => null))?.terminate();
}
