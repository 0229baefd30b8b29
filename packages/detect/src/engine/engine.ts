import type { EngineName, Language, Recognizer, RecognizerContext, Span } from '../types.ts';

/** What an engine is asked for one text. */
export interface EngineRequest {
  text: string;
  language: Language;
  /** Concrete entity codes of this engine (ALL_* already expanded). */
  entities: readonly string[];
}

/**
 * An engine is a named set of recognizers (rules, validators, CPU models). fast is method 1;
 * standard (3) and advanced (2) plug in with their own recognizers via createEngine.
 */
export interface Engine {
  name: EngineName;
  /** Every entity code some recognizer of this engine can produce. */
  entities: readonly string[];
  recognizers: readonly Recognizer[];
  /** Raw spans of the requested entities, before threshold, ban list and overlap resolution. */
  findSpans(request: EngineRequest): Span[];
}

/** Builds an engine from recognizers; only recognizers producing a requested entity run. */
export function createEngine(name: EngineName, recognizers: readonly Recognizer[]): Engine {
  const entities = [...new Set(recognizers.flatMap((r) => r.entityTypes))];
  return {
    name,
    entities,
    recognizers,
    findSpans({ text, language, entities: wanted }) {
      const wantedSet = new Set(wanted);
      const spans: Span[] = [];
      // One context for all recognizers: they share the page's scan (framework/text-scan.ts).
      const ctx: RecognizerContext = { text, language };
      for (const recognizer of recognizers) {
        if (!recognizer.entityTypes.some((type) => wantedSet.has(type))) continue;
        for (const span of recognizer.find(ctx)) {
          if (wantedSet.has(span.entityType)) spans.push({ ...span, engine: name });
        }
      }
      return spans;
    },
  };
}

/** Engines by name; the API looks up the engine for each requested method here. */
export type EngineRegistry = ReadonlyMap<EngineName, Engine>;

/** Builds a registry from engines (later engines with the same name replace earlier ones). */
export function createEngineRegistry(engines: readonly Engine[]): EngineRegistry {
  return new Map(engines.map((engine) => [engine.name, engine]));
}
