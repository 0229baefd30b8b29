import type { ChatMessage } from '../../advanced/prompt.ts';
import { ModelReplyInvalid } from '../../advanced/reply.ts';
import { checkSearchPattern, type PatternRefusal } from './regex-safety.ts';

/**
 * Query expansion by a language model for AI search (decision 0039). The model sees the query
 * only, never document text, and may answer extra terms and one regular expression. Every term
 * and the pattern are checked before use; what is refused is named in the answer's notices.
 */

/** Most extra terms used from one answer; the rest are refused as too many. */
export const MAX_EXPANSION_TERMS = 8;
/** Longest extra term, in characters. */
export const MAX_EXPANSION_TERM_CHARS = 60;

/** Messages asking the model to expand one search query. */
export function buildExpansionMessages(query: string): ChatMessage[] {
  const system = `You help people search Norwegian and English documents from public bodies (municipalities, hospitals, schools, police) so they can redact what they find. Given a search query, answer other words or short phrases a document may use for the same thing: synonyms, Norwegian or English equivalents, related official terms. Optionally give one regular expression (RE2 syntax: no lookaround, no backreferences) when the query describes a pattern such as a case number or a code.

Answer with JSON only, no explanation:
{"terms": ["…", "…"], "regex": "…" or null}

At most ${MAX_EXPANSION_TERMS} terms, each at most ${MAX_EXPANSION_TERM_CHARS} characters. Do not repeat the query. Never give a pattern that matches ordinary words or every number.`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Search query: ${JSON.stringify(query)}` },
  ];
}

/** `{ terms?: string[], regex?: string | null }` (extra keys ignored), or undefined when not that shape. */
function readReply(json: unknown): { terms: string[]; regex: string | null | undefined } | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { terms = [], regex } = json as { terms?: unknown; regex?: unknown };
  if (!Array.isArray(terms) || !terms.every((term) => typeof term === 'string')) return undefined;
  if (regex !== undefined && regex !== null && typeof regex !== 'string') return undefined;
  return { terms: terms as string[], regex };
}

export interface ExpansionRefusal {
  /** 'term' for an extra term, 'regex' for the pattern. */
  what: 'term' | 'regex';
  /** The refused text (the model's, from the user's query: no document text). */
  value: string;
  refusal: PatternRefusal | 'empty_term' | 'term_too_long' | 'too_many_terms';
  reason: string;
}

export interface Expansion {
  terms: string[];
  regex?: string;
  refused: ExpansionRefusal[];
}

const FENCED = /^\s*```[a-zA-Z]*[ \t]*\r?\n([\s\S]*?)\r?\n?[ \t]*```\s*$/;

/**
 * Reads the model's answer and keeps what is safe to search for. Throws ModelReplyInvalid when
 * the answer is not that JSON (the caller then searches by the local rules alone).
 */
export function parseExpansionReply(content: string | null, query: string): Expansion {
  if (content === null || content.trim() === '') throw new ModelReplyInvalid('empty answer');
  const text = FENCED.exec(content)?.[1] ?? content;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ModelReplyInvalid('not JSON');
  }
  const reply = readReply(json);
  if (!reply) throw new ModelReplyInvalid('expected {"terms": [strings], "regex": string or null}');
  const refused: ExpansionRefusal[] = [];
  const seen = new Set([query.trim().toLowerCase()]);
  const terms: string[] = [];
  for (const raw of reply.terms) {
    const term = raw.trim().replace(/\s+/gu, ' ');
    if (!/[\p{L}\p{N}]/u.test(term)) {
      refused.push({ what: 'term', value: raw, refusal: 'empty_term', reason: 'has no letters or digits' });
    } else if (term.length > MAX_EXPANSION_TERM_CHARS) {
      refused.push({
        what: 'term',
        value: term,
        refusal: 'term_too_long',
        reason: `longer than ${MAX_EXPANSION_TERM_CHARS} characters`,
      });
    } else if (seen.has(term.toLowerCase())) {
      continue;
    } else if (terms.length >= MAX_EXPANSION_TERMS) {
      refused.push({
        what: 'term',
        value: term,
        refusal: 'too_many_terms',
        reason: `more than ${MAX_EXPANSION_TERMS} terms`,
      });
    } else {
      seen.add(term.toLowerCase());
      terms.push(term);
    }
  }
  const pattern = reply.regex ?? undefined;
  if (pattern === undefined || pattern === '') return { terms, refused };
  const check = checkSearchPattern(pattern);
  if (check.ok) return { terms, regex: check.pattern, refused };
  refused.push({ what: 'regex', value: pattern, refusal: check.refusal, reason: check.reason });
  return { terms, refused };
}
