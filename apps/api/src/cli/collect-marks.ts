import type { JobPool } from '../jobs/pool.ts';
import type { DetectResult, SearchResult } from '../jobs/task-types.ts';
import type { Mark } from './read-marks.ts';

/** What to redact, from the redact command's flags. */
export interface MarkSources {
  terms: string[];
  regexes: string[];
  caseSensitive: boolean;
  fromFile: Mark[];
  detect: boolean;
}

/** How many boxes each source contributed (shown in the report; never the text). */
export interface MarkCounts {
  terms: number;
  regex: number;
  marks_file: number;
  detect: number;
}

async function searchMarks(pool: JobPool, bytes: Uint8Array, terms: string[], caseSensitive: boolean, regex: boolean): Promise<Mark[]> {
  if (terms.length === 0) return [];
  const found = await pool.run<SearchResult>({ kind: 'search', bytes, terms, caseSensitive, regex });
  return found.pages.flatMap((page) => page.matches.flatMap((match) => match.boxes.map((bbox) => ({ page: page.page, bbox }))));
}

async function detectMarks(pool: JobPool, bytes: Uint8Array): Promise<Mark[]> {
  const request = { methods: { fast: ['ALL_FAST'] }, threshold: 0.5, removeWords: [] };
  const found = await pool.run<DetectResult>({ kind: 'detect', bytes, request });
  return found.pages.flatMap((page) => page.sensitive.map((item) => ({ page: page.page, bbox: item.bbox })));
}

/** Runs the searches and detection the flags ask for on one file and joins their boxes with the file's marks. */
export async function collectMarks(pool: JobPool, bytes: Uint8Array, sources: MarkSources): Promise<{ marks: Mark[]; counts: MarkCounts }> {
  const [terms, regex, detect] = await Promise.all([
    searchMarks(pool, bytes, sources.terms, sources.caseSensitive, false),
    searchMarks(pool, bytes, sources.regexes, sources.caseSensitive, true),
    sources.detect ? detectMarks(pool, bytes) : Promise.resolve([]),
  ]);
  return {
    marks: [...sources.fromFile, ...terms, ...regex, ...detect],
    counts: { terms: terms.length, regex: regex.length, marks_file: sources.fromFile.length, detect: detect.length },
  };
}
