import type { Actor } from '../../platform/auth/session.ts';
import type { UploadedFile } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { LlmClient, LlmLog } from '../../platform/llm/llm-client.ts';
import { planAiSearch, type AiSearchSummary } from './ai-search-plan.ts';
import { allPages, type BatchService } from './batch.service.ts';
import { searchFile } from './search-file.ts';

export interface SearchOptions {
  terms: string[];
  caseSensitive: boolean;
  regex: boolean;
  /** AI search by meaning (decision 0039). */
  aiSearch?: boolean;
}

/**
 * Search across a batch (spec 2 §5): every file is opened and its pages counted against the plan
 * first; each file is then searched (OCR where a page has no text). A file that fails is answered
 * by name beside the others; when the whole batch fails, its pages are given back.
 */
export function createSearchService(deps: {
  pool: JobPool;
  batch: BatchService;
  llm?: LlmClient;
  log?: LlmLog;
}) {
  const { pool, batch } = deps;
  return {
    async search(actor: Actor, files: UploadedFile[], options: SearchOptions, signal?: AbortSignal) {
      const checked = await batch.checkFiles(actor, files, signal);
      const started = performance.now();
      const alone = checked.valid.length === 1;
      let aiSummary: AiSearchSummary | undefined;
      const outcomes = await batch.settleOnFailure(actor, checked.period, async () => {
        // The files are checked (and counted) before a language model is asked anything.
        const plan = options.aiSearch
          ? await planAiSearch(options.terms, {
              llm: deps.llm,
              log: deps.log,
              caseSensitive: options.caseSensitive,
              signal,
            })
          : undefined;
        aiSummary = plan?.summary;
        const task = { ...options, ...(plan ? { ai: plan.queries } : {}) };
        return Promise.all(checked.valid.map((file) => searchFile(pool, file, task, signal, alone)));
      });
      await batch.recordPages(actor, checked.period, checked.valid.map(allPages));
      const results = outcomes.filter((outcome) => outcome.status === 'success');
      const failed = [
        ...outcomes.filter((outcome) => outcome.status === 'error'),
        ...checked.rejected.map((file) => ({ file: file.name, status: 'error' as const, error: file.error })),
      ];
      return {
        batch_summary: {
          total_files: files.length,
          successful: results.length,
          failed: failed.length,
          total_matches: results.reduce((sum, r) => sum + r.results.total_matches, 0),
          search_terms: options.terms,
          search_time: Number(((performance.now() - started) / 1000).toFixed(3)),
          ...(aiSummary ? { ai_search: aiSummary } : {}),
        },
        file_results: [...results, ...failed],
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
