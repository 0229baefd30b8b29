import type { Engine } from '../../engine/engine.ts';
import { FAST_ENGINE } from '../../engine/fast-engine.ts';
import { resolveOverlaps } from '../../engine/filters.ts';
import { detectPageLanguage } from '../../ner-bridge.ts';
import { createPageLayout, splitSpanByLine } from '../../page-text.ts';
import { createStandardEngine } from '../../standard/standard-engine.ts';
import type { BBox, EngineName, Language, PageWords } from '../../types.ts';
import { findEntityQuery, type EntityQuery, type EntityTarget } from './entity-queries.ts';
import { compileSearchPattern } from './regex-safety.ts';
import { createStemCache } from './stems.ts';
import {
  findPhrase,
  findWordMatches,
  prepareWordQuery,
  type TextMatch,
  type WordQuery,
} from './word-query.ts';

/**
 * AI search (spec 2 search with the AI flag; decision 0039): each query is understood by meaning.
 * An entity query runs the recognizers of that kind; a word query matches inflections, compounds
 * and synonyms; a language model's expansion (checked beforehand) adds terms and one pattern.
 * Every match says why it matched.
 */

/** One query as the API hands it over: the term, and what a language model added (already checked). */
export interface AiSearchQuery {
  term: string;
  expansion?: { terms: readonly string[]; regex?: string };
}

export type AiMatchKind = TextMatch['kind'];

export interface AiPageMatch {
  term: string;
  text: string;
  start: number;
  end: number;
  kind: AiMatchKind;
  reason: string;
  /** One box per line the match covers. */
  boxes: BBox[];
}

export interface AiPageMatches {
  page: number;
  matches: AiPageMatch[];
}

/** The engines whose recognizers answer entity queries, by name. */
export type SearchEngines = Partial<Record<EngineName, Engine>>;

let defaults: SearchEngines | undefined;
/** The fast and the standard engine, built once per process (thread). */
export function defaultSearchEngines(): SearchEngines {
  defaults ??= { fast: FAST_ENGINE, standard: createStandardEngine() };
  return defaults;
}

/** How a query is understood: the entity kind it names (with the targets served here), else words. */
export interface QueryUnderstanding {
  entity?: EntityQuery;
  /** The entity's targets that an engine here can find (empty: searched as words instead). */
  served: EntityTarget[];
}

/** Reads a query: an entity query when it names a kind an engine here can find. */
export function understandQuery(
  term: string,
  engines: SearchEngines = defaultSearchEngines(),
): QueryUnderstanding {
  const entity = findEntityQuery(term);
  if (!entity) return { served: [] };
  const served = entity.targets.filter((target) => engines[target.engine]?.entities.includes(target.entity));
  return { entity, served };
}

interface PreparedQuery {
  term: string;
  entity?: { label: string; runs: { engine: Engine; entities: string[] }[] };
  words?: WordQuery;
  expansionWords: WordQuery[];
  expansionTerms: readonly string[];
  pattern?: ReturnType<typeof compileSearchPattern>;
}

function prepare(query: AiSearchQuery, engines: SearchEngines): PreparedQuery {
  const { entity, served } = understandQuery(query.term, engines);
  const expansionTerms = query.expansion?.terms ?? [];
  const prepared: PreparedQuery = {
    term: query.term,
    expansionWords: expansionTerms.map((term) => prepareWordQuery(term)),
    expansionTerms,
    ...(query.expansion?.regex ? { pattern: compileSearchPattern(query.expansion.regex) } : {}),
  };
  if (entity && served.length > 0) {
    // Each engine is asked once, for the entity codes of its targets.
    const runs = new Map<EngineName, string[]>();
    for (const target of served) runs.set(target.engine, [...(runs.get(target.engine) ?? []), target.entity]);
    prepared.entity = {
      label: entity.label,
      runs: [...runs].map(([name, entities]) => ({ engine: engines[name]!, entities })),
    };
  } else {
    prepared.words = prepareWordQuery(query.term);
  }
  return prepared;
}

const KIND_RANK: Record<AiMatchKind, number> = {
  entity: 0,
  exact: 1,
  inflection: 2,
  compound: 3,
  synonym: 4,
  expansion: 5,
  pattern: 6,
};

/** Keeps one match per place: overlapping matches give way to the more direct one. */
function keepMostDirect(matches: TextMatch[]): TextMatch[] {
  const ranked = [...matches].sort(
    (a, b) =>
      KIND_RANK[a.kind] - KIND_RANK[b.kind] || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: TextMatch[] = [];
  for (const match of ranked)
    if (kept.every((k) => match.end <= k.start || match.start >= k.end)) kept.push(match);
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

const ENTITY_MIN_SCORE = 0.5;

function matchText(
  text: string,
  query: PreparedQuery,
  language: Language,
  stemOf: (word: string, language: Language) => string,
): TextMatch[] {
  const matches: TextMatch[] = [];
  if (query.entity) {
    const reason = `entity query: ${query.entity.label}`;
    for (const { engine, entities } of query.entity.runs) {
      const spans = engine
        .findSpans({ text, language, entities })
        .filter((span) => span.score >= ENTITY_MIN_SCORE);
      for (const span of resolveOverlaps(spans))
        matches.push({ start: span.start, end: span.end, kind: 'entity', reason });
    }
  }
  if (query.words) matches.push(...findWordMatches(text, query.words, language, stemOf));
  query.expansionWords.forEach((words, index) => {
    const reason = `the language model's term "${query.expansionTerms[index]}" for "${query.term}"`;
    const found = findWordMatches(text, words, language, stemOf).filter(
      (m) => m.kind === 'exact' || m.kind === 'inflection',
    );
    matches.push(...found.map((m) => ({ ...m, kind: 'expansion' as const, reason })));
  });
  if (query.pattern)
    matches.push(
      ...findPhrase(text, query.pattern, 'pattern', `pattern from the language model for "${query.term}"`),
    );
  return keepMostDirect(matches);
}

/** AI search over plain text (offsets into `text`); the language is read from the text when not given. */
export function searchTextByMeaning(
  text: string,
  query: AiSearchQuery,
  options: { language?: Language; engines?: SearchEngines } = {},
): (TextMatch & { text: string })[] {
  const prepared = prepare(query, options.engines ?? defaultSearchEngines());
  const language = options.language ?? detectPageLanguage(text);
  return matchText(text, prepared, language, createStemCache()).map((m) => ({
    ...m,
    text: text.slice(m.start, m.end),
  }));
}

/** AI search over pages of words: every query on every page, each match with its boxes (one per line). */
export function searchPagesByMeaning(
  pages: readonly PageWords[],
  queries: readonly AiSearchQuery[],
  options: { engines?: SearchEngines } = {},
): AiPageMatches[] {
  const engines = options.engines ?? defaultSearchEngines();
  const prepared = queries.filter((q) => q.term.trim() !== '').map((query) => prepare(query, engines));
  const stemOf = createStemCache();
  return pages.map((page) => {
    const layout = createPageLayout(page);
    const language = detectPageLanguage(layout.text);
    const matches: AiPageMatch[] = [];
    for (const query of prepared) {
      for (const m of matchText(layout.text, query, language, stemOf)) {
        const boxes = splitSpanByLine(layout, m.start, m.end).map((part) => part.bbox);
        matches.push({ term: query.term, text: layout.text.slice(m.start, m.end), ...m, boxes });
      }
    }
    matches.sort((a, b) => a.start - b.start || a.end - b.end);
    return { page: page.page, matches };
  });
}
