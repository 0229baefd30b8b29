import type { describeMachine } from './machine.ts';

type Rates = { pagesPerSecond: number; pagesPerCpuSecond: number; wallS: number };
export interface LocalFigures {
  pages: number;
  wordsPerPage: number;
  extraction: Rates;
  detection: Rates & { entities: number };
  search: Rates & { matches: number; terms: number };
  searchWithExtraction: Rates;
  redaction: Rates & { marks: number; verified: boolean };
}
export interface StreamFigures {
  files: number;
  totalPages: number | null;
  uploadMs: number;
  cpuS: number;
  firstEventMs: number | null;
  firstPageMs: number | null;
  lastEventMs: number | null;
  errors: string[];
  events: Record<string, number>;
}
export interface PoolFigures {
  threads: number;
  files: number;
  pages: number;
  extraction: Rates;
  detection: Rates;
  redaction: Rates;
}
export type RssFigures = StreamFigures & { baselineRssMb: number; sampledPeakRssMb: number; maxRssMb: number };

/** The stream must report every page; a lost page_completed event is worth seeing in the report. */
const lostPages = (s: StreamFigures) =>
  s.totalPages !== null && (s.events.page_completed ?? 0) !== s.totalPages ? `; ⚠ ${s.events.page_completed ?? 0} page_completed events for ${s.totalPages} pages` : '';
const mark = (ok: boolean) => (ok ? '✓ met' : '✗ **missed**');
/** Wall rate judged against the target; the per-CPU-second rate says what an idle machine would do. */
const rateRow = (name: string, target: number, r: Rates, note = '') =>
  `| ${name} | ≥ ${target} pages/s | ${r.pagesPerSecond} pages/s | ${r.pagesPerCpuSecond} | ${mark(r.pagesPerSecond >= target)}${r.pagesPerSecond < target && r.pagesPerCpuSecond >= target ? ' (met per CPU-second)' : ''} | ${note} |`;

/** The bench section of docs/PERFORMANCE.md, from the measured figures. */
export function formatReport(input: {
  machine: ReturnType<typeof describeMachine>;
  date: string;
  command: string;
  local: LocalFigures | { error: string };
  pool: PoolFigures | { error: string };
  stream: StreamFigures | { error: string };
  rss: RssFigures | { error: string };
}): string {
  const { machine, local, pool, stream, rss } = input;
  const lines = [
    '## Throughput, streaming and memory (`npm run bench`)',
    '',
    `- **Command:** \`${input.command}\` (from the repo root; bounded, exits by itself)`,
    `- **Date:** ${input.date}`,
    `- **Machine:** ${machine.cores} cores (\`nproc\`), ${machine.model}, ${machine.ramGiB} GiB RAM, Node ${machine.node}; load average at start ${machine.loadAverage.join(' / ')} (1/5/15 min)`,
    '',
    'Wall-clock rates are judged against the targets. The "per CPU-second" column divides by the CPU time',
    'the work used, which is what an otherwise idle core delivers; on a shared, loaded machine the two differ.',
    '',
    '| measure | target | measured (wall) | pages per CPU-second | status | notes |',
    '|---|---|---|---|---|---|',
  ];
  if ('error' in local) lines.push(`| single-thread throughput | | failed: ${local.error} | | ✗ | |`);
  else {
    lines.push(
      rateRow('extraction with boxes (`openPdf` + `extractWords`)', 400, local.extraction, `${local.pages} pages, ~${local.wordsPerPage} words/page, one thread`),
      rateRow('fast detection, text already extracted', 500, local.detection, `ALL_FAST, threshold 0.5; ${local.detection.entities} items`),
      `| search on extracted words | — | ${local.search.pagesPerSecond} pages/s | ${local.search.pagesPerCpuSecond} | — | ${local.search.terms} terms, ${local.search.matches} matches |`,
      `| search incl. open + extraction | — | ${local.searchWithExtraction.pagesPerSecond} pages/s | ${local.searchWithExtraction.pagesPerCpuSecond} | — | what \`sladd search\` does per file |`,
      rateRow('redaction + verification (`redactPdf`)', 150, local.redaction, `${local.redaction.marks} marks (~${Math.round(local.redaction.marks / local.pages)}/page), verified: ${local.redaction.verified}`),
    );
  }
  if ('error' in pool) lines.push(`| through the job pool | | failed: ${pool.error} | | ✗ | |`);
  else {
    const note = `${pool.files} files × ${pool.pages / pool.files} pages at once, ${pool.threads} worker threads; CPU includes copying results between threads`;
    lines.push(
      `| job pool: extract task (words with boxes back to the main thread) | — | ${pool.extraction.pagesPerSecond} pages/s | ${pool.extraction.pagesPerCpuSecond} | — | ${note} |`,
      `| job pool: detect task (open + extract + fast detection) | — | ${pool.detection.pagesPerSecond} pages/s | ${pool.detection.pagesPerCpuSecond} | — | ${note} |`,
      `| job pool: redact task (+ verification) | — | ${pool.redaction.pagesPerSecond} pages/s | ${pool.redaction.pagesPerCpuSecond} | — | ${note} |`,
    );
  }
  if ('error' in stream) lines.push(`| streamed batch | | failed: ${stream.error} | | ✗ | |`);
  else {
    const first = stream.firstEventMs ?? Infinity;
    const last = (stream.lastEventMs ?? Infinity) / 1000;
    const note = `${stream.files} files, ${stream.totalPages} pages; upload ${stream.uploadMs} ms; server CPU ${stream.cpuS} s (≈ ${(stream.cpuS / Number(machine.cores)).toFixed(1)} s on ${machine.cores} idle cores)`;
    lines.push(
      `| batch: first SSE event after upload | ≤ 200 ms | ${first} ms | | ${mark(first <= 200)} | first page_completed at ${stream.firstPageMs} ms |`,
      `| batch: last event (batch_completed) after upload | ≤ 8 s | ${last.toFixed(1)} s | | ${mark(last <= 8)} | ${note}${stream.errors.length ? `; errors: ${stream.errors.join(', ')}` : ''}${lostPages(stream)} |`,
    );
  }
  if ('error' in rss) lines.push(`| peak RSS, 20 × ~10 MB | | failed: ${rss.error} | | ✗ | |`);
  else {
    const peak = Math.max(rss.maxRssMb, rss.sampledPeakRssMb);
    lines.push(
      `| peak RSS, ${rss.files} files of ~10 MB through the stream | ≤ 600 MB | ${peak} MB | | ${mark(peak <= 600)} | the server process (compiled, as \`npm start\` runs it) with its worker threads, from /proc (VmHWM); ${rss.baselineRssMb} MB before the upload; ${rss.totalPages} pages, finished ${((rss.lastEventMs ?? 0) / 1000).toFixed(1)} s after a ${(rss.uploadMs / 1000).toFixed(1)} s upload; first event ${rss.firstEventMs} ms${lostPages(rss)} |`,
    );
  }
  return lines.join('\n');
}
