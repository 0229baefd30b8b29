import type { z } from 'zod';
import type { aiSearchNoticeSchema, aiSearchSummarySchema } from '@sladd/contract';
import {
  buildExpansionMessages,
  ModelReplyInvalid,
  parseExpansionReply,
  understandQuery,
  type AiSearchQuery,
  type Expansion,
} from '@sladd/detect';
import type { LlmClient, LlmLog } from '../../platform/llm/llm-client.ts';

type Notice = z.infer<typeof aiSearchNoticeSchema>;
export type AiSearchSummary = z.infer<typeof aiSearchSummarySchema>;

export interface AiSearchPlan {
  /** What the workers search for. */
  queries: AiSearchQuery[];
  /** How each query was understood, for the answer. */
  summary: AiSearchSummary;
}

/** Why a model call gave no expansion, in words for the notice (never the model's own text). */
function describeFailure(error: unknown): string {
  if (error instanceof ModelReplyInvalid) return 'its answer was not the JSON asked for';
  const code = (error as { code?: string }).code;
  if (code === 'LLM_TIMEOUT') return 'it did not answer in time';
  if (code === 'LLM_REQUEST_FAILED') return 'its server could not be reached or refused the call';
  return 'the call failed';
}

/**
 * Reads each query of an AI search (decision 0039): an entity query or words, locally; then, when
 * a language model is configured, asks it to expand the query (the query alone, never document
 * text) and keeps only the terms and pattern that pass the safety checks. A model that fails or
 * answers nonsense leaves the local reading in place and the answer says so; nothing is silent.
 * Only counts are logged: queries and expansions are what the user looks for in their documents.
 */
export async function planAiSearch(
  terms: readonly string[],
  options: { llm?: LlmClient; log?: LlmLog; caseSensitive?: boolean; signal?: AbortSignal },
): Promise<AiSearchPlan> {
  const { llm, signal } = options;
  const notices: Notice[] = [];
  if (options.caseSensitive)
    notices.push({
      code: 'AI_CASE_SENSITIVE_IGNORED',
      message: 'AI search reads the terms by meaning and ignores case; case_sensitive was not applied.',
    });
  if (!llm)
    notices.push({
      code: 'AI_MODEL_NOT_CONFIGURED',
      message:
        "No language model is configured on this server: the terms were read by Sladd's own rules (kinds of personal data, word forms, compounds, synonyms).",
    });
  const started = performance.now();
  // Asked in parallel (the client bounds the calls in flight); notices follow the terms' order.
  const answers = await Promise.all(
    terms.map(async (term): Promise<{ expansion?: Expansion; failure?: string }> => {
      if (!llm) return {};
      try {
        const completion = await llm.complete(buildExpansionMessages(term), signal);
        return { expansion: parseExpansionReply(completion.content, term) };
      } catch (error) {
        if (signal?.aborted) throw error;
        return { failure: describeFailure(error) };
      }
    }),
  );
  const expansions = answers.map((answer) => answer.expansion);
  const queries: AiSearchQuery[] = [];
  const summaries: AiSearchSummary['queries'] = [];
  terms.forEach((term, index) => {
    const expansion = expansions[index];
    const failure = answers[index]!.failure;
    if (failure)
      notices.push({
        code: 'AI_EXPANSION_FAILED',
        term,
        message: `The language model could not expand "${term}" (${failure}); it was searched by Sladd's own rules only.`,
      });
    for (const refused of expansion?.refused ?? [])
      notices.push({
        code: 'AI_EXPANSION_REFUSED',
        term,
        message:
          refused.what === 'regex'
            ? `The language model's pattern for "${term}" was not used: it ${refused.reason}.`
            : `The language model's term "${refused.value.slice(0, 80)}" for "${term}" was not used: it ${refused.reason}.`,
      });
    const { entity, served } = understandQuery(term);
    if (entity && served.length === 0)
      notices.push({
        code: 'AI_ENTITY_UNSUPPORTED',
        term,
        message: `"${term}" names ${entity.label}, which this server cannot find yet; it was searched as words instead.`,
      });
    const isEntity = entity !== undefined && served.length > 0;
    queries.push({
      term,
      ...(expansion
        ? { expansion: { terms: expansion.terms, ...(expansion.regex ? { regex: expansion.regex } : {}) } }
        : {}),
    });
    summaries.push({
      term,
      understood_as: isEntity ? 'entity' : 'words',
      ...(isEntity ? { entity: entity.label } : {}),
      expanded_terms: expansion?.terms ?? [],
      regex: expansion?.regex ?? null,
    });
  });
  options.log?.info(
    {
      queries: terms.length,
      entity_queries: summaries.filter((s) => s.understood_as === 'entity').length,
      expanded: expansions.filter(Boolean).length,
      refused: notices.filter((n) => n.code === 'AI_EXPANSION_REFUSED').length,
      failed: notices.filter((n) => n.code === 'AI_EXPANSION_FAILED').length,
      ms: Math.round(performance.now() - started),
    },
    'AI search planned',
  );
  return { queries, summary: { language_model: llm?.model ?? null, queries: summaries, notices } };
}
