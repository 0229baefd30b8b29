import type { LanguageModelStats } from '@sladd/contract';
import type { SensitiveItem } from '@sladd/detect';
import type { DetectResult } from '../../jobs/task-types.ts';
import { addModelStats, emptyModelStats } from './model-pages.ts';
import { seconds, summarizeEntities } from './summaries.ts';

// What a detection run answers: a file's results (file_completed, the JSON answer) and the
// batch_completed summary.

export interface FileOutcome {
  file: string;
  status: 'success' | 'error';
  pagesProcessed: number;
  results?: ReturnType<typeof fileResults>;
  error?: { code: string; message: string };
  /** The language model's counts for the file, a failed one's pages answered before it failed included. */
  languageModel?: LanguageModelStats;
}

export function fileResults(result: DetectResult, totalMs: number, languageModel?: LanguageModelStats) {
  const pages = result.pages.map((page) => ({
    page: page.page,
    sensitive: page.sensitive as SensitiveItem[],
  }));
  const entities = summarizeEntities(pages);
  return {
    entities_detected: entities,
    performance: {
      pages_count: result.pageCount,
      words_count: result.wordsCount,
      detection_time: seconds(result.detectionMs),
      extraction_time: seconds(result.extractionMs),
      total_time: seconds(totalMs),
      entity_density:
        result.wordsCount > 0 ? Number(((entities.total / result.wordsCount) * 100).toFixed(2)) : 0,
      pages_without_text: result.pagesWithoutText,
      ocr_pages: result.ocrPages,
      unreadable_pages: result.unreadablePages,
      ...(languageModel ? { language_model: languageModel } : {}),
      engines: Object.fromEntries(
        Object.entries(result.engineMs).map(([engine, ms]) => [engine, { detection_time: seconds(ms ?? 0) }]),
      ),
    },
    redaction_mapping: { pages },
  };
}

/** The batch_completed summary (spec 2 §7). */
export function batchSummary(outcomes: FileOutcome[], rejected: number, totalMs: number) {
  const successful = outcomes.filter((o) => o.status === 'success');
  const totalPages = successful.reduce((sum, o) => sum + o.pagesProcessed, 0);
  const totalFiles = outcomes.length + rejected;
  const languageModel = sumModelStats(outcomes);
  return {
    total_files: totalFiles,
    successful_files: successful.length,
    failed_files: totalFiles - successful.length,
    total_pages: totalPages,
    total_processing_time: seconds(totalMs),
    success_rate: totalFiles > 0 ? Number(((successful.length / totalFiles) * 100).toFixed(1)) : 0,
    pages_per_second: totalMs > 0 ? Number((totalPages / (totalMs / 1000)).toFixed(1)) : 0,
    ...(languageModel ? { language_model: languageModel } : {}),
  };
}

/** The language model's counts over the batch's files; undefined when it answered none. */
function sumModelStats(outcomes: FileOutcome[]): LanguageModelStats | undefined {
  const runs = outcomes.flatMap((o) => o.languageModel ?? []);
  if (runs.length === 0) return undefined;
  const total = emptyModelStats(runs[0]!.model);
  for (const run of runs) addModelStats(total, run);
  return total;
}
