import { ENGINE_NAMES, methodOfEntity } from '@sladd/contract';
import type { DetectionModel, EntitySummary, Highlight } from '../types.ts';

export interface EngineRow {
  model: DetectionModel;
  /** Entities of this method's types in the file (the server's count by type). */
  count: number;
  /** Other engines that answered this method's types (the standard engine for the advanced method without a model). */
  answeredBy: DetectionModel[];
  seconds?: number;
  promptTokens?: number;
  completionTokens?: number;
  llmModel?: string;
  /** Quotes the language model gave that are not in the text (dropped). */
  unalignedQuotes?: number;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A result card's counts per engine: the server's counts by type grouped by the method of each
 * type, which other engine answered them (from the file's highlights), and — when the server
 * reports them — each engine's time and the language model's token counts (decision 0040).
 */
export function engineBreakdown(summary: EntitySummary, highlights: readonly Highlight[]): EngineRow[] {
  const counts = new Map<DetectionModel, number>();
  for (const [type, count] of Object.entries(summary.byType)) {
    const method = methodOfEntity(type);
    if (method) counts.set(method, (counts.get(method) ?? 0) + count);
  }
  const performance = summary.performance;
  return ENGINE_NAMES.filter((model) => counts.has(model) || performance?.engines?.[model]).map((model) => {
    const answeredBy = new Set<DetectionModel>();
    for (const h of highlights)
      if (
        h.type === 'ENTITY' &&
        h.fileKey === summary.fileKey &&
        h.model === model &&
        h.answeredBy &&
        h.answeredBy !== model
      )
        answeredBy.add(h.answeredBy);
    const own = performance?.engines?.[model];
    const llm = model === 'advanced' ? { ...performance?.language_model, ...own } : own;
    const row: EngineRow = { model, count: counts.get(model) ?? 0, answeredBy: [...answeredBy] };
    const seconds = finite(own?.detection_time);
    const prompt = finite(llm?.prompt_tokens);
    const completion = finite(llm?.completion_tokens);
    if (seconds !== undefined) row.seconds = seconds;
    if (prompt !== undefined || completion !== undefined) {
      row.promptTokens = prompt ?? 0;
      row.completionTokens = completion ?? 0;
    }
    if (typeof llm?.model === 'string' && llm.model) row.llmModel = llm.model;
    const unaligned =
      model === 'advanced' ? finite(performance?.language_model?.unaligned_quotes) : undefined;
    if (unaligned) row.unalignedQuotes = unaligned;
    return row;
  });
}
