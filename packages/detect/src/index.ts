// The one public entry of @sladd/detect. Inside the package there are no barrels.
import { FAST_ENTITIES } from '@sladd/contract/entities';

export { detectPages, detectText, selectSensitiveItems, sensitiveItemsForSpans } from './engine/detect.ts';
export type { DetectOptions, DetectedEntity, PageDetection, SensitiveItem } from './engine/detect.ts';
export { detectPagesByMethod } from './engine/detect-methods.ts';
export type { DetectMethodsOptions } from './engine/detect-methods.ts';
export { createEngine, createEngineRegistry } from './engine/engine.ts';
export type { Engine, EngineRegistry, EngineRequest } from './engine/engine.ts';
export { createFastEngine, FAST_ENGINE, FAST_RULE_RECOGNIZERS } from './engine/fast-engine.ts';
export { ADVANCED_LABEL_DESCRIPTIONS, advancedLabels } from './advanced/catalogue.ts';
export { buildChunkMessages } from './advanced/prompt.ts';
export type { ChatMessage } from './advanced/prompt.ts';
export { ModelReplyInvalid, parseModelReply } from './advanced/reply.ts';
export type { ModelEntity, ParsedReply } from './advanced/reply.ts';
export { alignEntities, alignQuote, FUZZY_MIN_QUOTE_CHARS, FUZZY_THRESHOLD } from './advanced/align.ts';
export type { AlignedEntities, Alignment, AlignMethod } from './advanced/align.ts';
export { chunkText, DEFAULT_CHUNK_CHARS } from './advanced/chunk.ts';
export type { TextChunk } from './advanced/chunk.ts';
export { chunkPages, spansFromReply } from './advanced/analyze.ts';
export type { ChunkResult, PageChunks } from './advanced/analyze.ts';
export { mergeModelItems } from './advanced/merge.ts';
export { isNamedEntityModelAvailable } from './ner-bridge.ts';
export { createStandardEngine, unsupportedEntities } from './standard/standard-engine.ts';
export {
  createAdvancedFallbackEngine,
  createModelGuardEngine,
  MODEL_GUARDED_LABELS,
} from './standard/advanced-fallback.ts';
export type { StandardEngineOptions } from './standard/standard-engine.ts';
export { FREE_TEXT_RECOGNIZERS } from './standard/free-text.ts';
export type { FastEngineOptions } from './engine/fast-engine.ts';
export { createPatternRecognizer } from './framework/pattern-recognizer.ts';
export type { GuardedPattern, PatternRecognizerSpec } from './framework/pattern-recognizer.ts';
export type { ContextRules } from './framework/context-words.ts';
export type { Candidate } from './framework/scoring.ts';
export { buildPageText, boxesForSpan } from './page-text.ts';
export { createPaymentCardRecognizer } from './recognizers/payment-card.ts';
export type { NamedEntity, FindNamedEntities } from './recognizers/named-entities.ts';
export type {
  BBox,
  EngineName,
  Language,
  PageWords,
  Recognizer,
  RecognizerContext,
  Span,
  Word,
} from './types.ts';

/** Entity codes the fast engine (method 1) produces: the spec's fast catalogue. */
export const FAST_ENGINE_ENTITIES: readonly string[] = FAST_ENTITIES;
export { SENSITIVE_LABELS, LEXICON } from './standard/sensitive/lexicon.ts';
export type { SensitiveLabel, LexiconEntry } from './standard/sensitive/lexicon.ts';
export { createSensitiveRecognizer, scoreCandidates } from './standard/sensitive/recognizer.ts';
export { detectPageLanguage } from './ner-bridge.ts';
export {
  defaultSearchEngines,
  searchPagesByMeaning,
  searchTextByMeaning,
  understandQuery,
} from './search/ai/ai-search.ts';
export type {
  AiMatchKind,
  AiPageMatch,
  AiPageMatches,
  AiSearchQuery,
  SearchEngines,
} from './search/ai/ai-search.ts';
export { ENTITY_QUERIES } from './search/ai/entity-queries.ts';
export { buildExpansionMessages, MAX_EXPANSION_TERMS, parseExpansionReply } from './search/ai/expansion.ts';
export type { Expansion, ExpansionRefusal } from './search/ai/expansion.ts';
export { checkSearchPattern, MAX_PATTERN_CHARS } from './search/ai/regex-safety.ts';
export type { PatternCheck, PatternRefusal } from './search/ai/regex-safety.ts';
