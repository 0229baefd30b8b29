import { expandEntitySelection } from '@sladd/contract/entities';
import { detectPageLanguage } from '../ner-bridge.ts';
import { createPageLayout, splitSpanByLine, type PageLayout } from '../page-text.ts';
import type { BBox, EngineName, Language, PageWords, Span } from '../types.ts';
import type { Engine } from './engine.ts';
import { FAST_ENGINE } from './fast-engine.ts';
import { clampThreshold, createBanListMatcher, resolveOverlaps } from './filters.ts';

/** Options of one detection run with one engine. */
export interface DetectOptions {
  /** Entity codes of the engine's method; an ALL_* entry (e.g. ALL_FAST) expands to all of them. */
  entities: readonly string[];
  /** Minimum score 0..1 (default 0.5, clamped). */
  threshold?: number;
  /** Ban list: hits equal to or containing one of these as a whole word are dropped. */
  removeWords?: readonly string[];
  /** Language of every page; decided per page when omitted. */
  language?: Language;
  /** The engine to run (default: the fast engine). */
  engine?: Engine;
}

/** One detected entity in a text (the spec's redaction_mapping item without bbox). */
export interface DetectedEntity {
  entity_type: string;
  original_text: string;
  score: number;
  start: number;
  end: number;
  engine: EngineName;
  reason: string;
}

/** One redaction_mapping item: a detected entity's part on one line, with its box. */
export interface SensitiveItem extends DetectedEntity {
  bbox: BBox;
  /** Found in a form field's value or an annotation's text rather than the page content. */
  source?: 'form' | 'annotation';
}

/** redaction_mapping.pages[] entry. */
export interface PageDetection {
  page: number;
  sensitive: SensitiveItem[];
}

/** Entity selection, threshold and ban list resolved once per call, then applied per text. */
function createSpanSelector(options: DetectOptions): (text: string, language: Language) => Span[] {
  const engine = options.engine ?? FAST_ENGINE;
  const entities = expandEntitySelection(engine.name, options.entities);
  const threshold = clampThreshold(options.threshold);
  const isBanned = createBanListMatcher(options.removeWords);
  return (text, language) => {
    if (entities.length === 0 || text.length === 0) return [];
    return keepSpans(text, engine.findSpans({ text, language, entities }), threshold, isBanned);
  };
}

/** What every engine's raw spans go through: the threshold, the ban list, then overlap resolution. */
function keepSpans(
  text: string,
  spans: readonly Span[],
  threshold: number,
  isBanned: (hitText: string) => boolean,
): Span[] {
  return resolveOverlaps(
    spans.filter((span) => span.score >= threshold && !isBanned(text.slice(span.start, span.end))),
  );
}

function toEntity(text: string, span: Span, start = span.start, end = span.end): DetectedEntity {
  const { entityType, score, engine, reason } = span;
  return {
    entity_type: entityType,
    original_text: text.slice(start, end),
    score,
    start,
    end,
    engine,
    reason,
  };
}

/** Detects entities in plain text; offsets are into `text`. */
export function detectText(text: string, options: DetectOptions): DetectedEntity[] {
  const language = options.language ?? detectPageLanguage(text);
  return createSpanSelector(options)(text, language).map((span) => toEntity(text, span));
}

/**
 * Detects entities on pages of words. Page text = words joined by ' ' within a line and '\n'
 * between lines; a hit spanning several lines yields one item per line with that line's box.
 */
export function detectPages(pages: readonly PageWords[], options: DetectOptions): PageDetection[] {
  const selectSpans = createSpanSelector(options);
  return pages.map((page) => {
    const layout = createPageLayout(page);
    const language = options.language ?? detectPageLanguage(layout.text);
    return { page: page.page, sensitive: itemsForSpans(layout, selectSpans(layout.text, language)) };
  });
}

/** One item per line a span covers, with that line's box (keys in the order toEntity gives them, then bbox and source). */
function itemsForSpans(layout: PageLayout, spans: readonly Span[]): SensitiveItem[] {
  const sensitive: SensitiveItem[] = [];
  for (const span of spans) {
    for (const part of splitSpanByLine(layout, span.start, span.end)) {
      const item: SensitiveItem = {
        entity_type: span.entityType,
        original_text: layout.text.slice(part.start, part.end),
        score: span.score,
        start: part.start,
        end: part.end,
        engine: span.engine,
        reason: span.reason,
        bbox: part.bbox,
      };
      if (part.source) item.source = part.source;
      sensitive.push(item);
    }
  }
  return sensitive;
}

/**
 * Word boxes for spans found outside detectPages (offsets into the page text, e.g. the advanced
 * engine's aligned quotes): one item per line, as detectPages gives them.
 */
export function sensitiveItemsForSpans(page: PageWords, spans: readonly Span[]): SensitiveItem[] {
  return itemsForSpans(createPageLayout(page), spans);
}

/**
 * Spans found outside an engine (the advanced engine's aligned quotes, offsets into the page
 * text) through the same threshold, ban list and overlap resolution as detectPages, then onto
 * word boxes: one item per line.
 */
export function selectSensitiveItems(
  page: PageWords,
  spans: readonly Span[],
  options: { threshold?: number; removeWords?: readonly string[] },
): SensitiveItem[] {
  const layout = createPageLayout(page);
  const threshold = clampThreshold(options.threshold);
  const kept = keepSpans(layout.text, spans, threshold, createBanListMatcher(options.removeWords));
  return itemsForSpans(layout, kept);
}
