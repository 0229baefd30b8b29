import type { SensitiveItem } from '@sladd/detect';
import type { DetectResult } from '../../jobs/task-types.ts';
import { seconds, summarizeEntities } from './summaries.ts';

// What a detection run answers: a file's results (file_completed, the JSON answer) and the
// batch_completed summary.

export interface FileOutcome {
  file: string;
  status: 'success' | 'error';
  pagesProcessed: number;
  results?: ReturnType<typeof fileResults>;
  error?: { code: string; message: string };
}

export function fileResults(result: DetectResult, totalMs: number) {
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
    },
    redaction_mapping: { pages },
  };
}

/** The batch_completed summary (spec 2 §7). */
export function batchSummary(outcomes: FileOutcome[], rejected: number, totalMs: number) {
  const successful = outcomes.filter((o) => o.status === 'success');
  const totalPages = successful.reduce((sum, o) => sum + o.pagesProcessed, 0);
  const totalFiles = outcomes.length + rejected;
  return {
    total_files: totalFiles,
    successful_files: successful.length,
    failed_files: totalFiles - successful.length,
    total_pages: totalPages,
    total_processing_time: seconds(totalMs),
    success_rate: totalFiles > 0 ? Number(((successful.length / totalFiles) * 100).toFixed(1)) : 0,
    pages_per_second: totalMs > 0 ? Number((totalPages / (totalMs / 1000)).toFixed(1)) : 0,
  };
}
