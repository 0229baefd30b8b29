import type { EngineName, Language, PageWords } from '../types.ts';
import { detectPages, type PageDetection } from './detect.ts';
import type { EngineRegistry } from './engine.ts';

/** Options for running several methods at once (the multi_detect request). */
export interface DetectMethodsOptions {
  /** Entity selection per method, e.g. { fast: ['ALL_FAST'], standard: ['PERSON_S'] }. */
  methods: Partial<Record<EngineName, readonly string[]>>;
  threshold?: number;
  removeWords?: readonly string[];
  language?: Language;
}

/**
 * Runs every requested method with its engine from the registry and merges the items per page.
 * Overlaps are resolved within an engine only: hits of different methods are shown side by side
 * (each method has its own highlight colour). Throws when a requested engine is not registered.
 */
export function detectPagesByMethod(
  pages: readonly PageWords[],
  options: DetectMethodsOptions,
  registry: EngineRegistry,
  /** When given, each engine's time in ms is added to its entry (a file's pages sum up). */
  timings?: Partial<Record<EngineName, number>>,
): PageDetection[] {
  const merged = pages.map((page) => ({ page: page.page, sensitive: [] as PageDetection['sensitive'] }));
  for (const [method, entities] of Object.entries(options.methods) as [
    EngineName,
    readonly string[] | undefined,
  ][]) {
    if (!entities?.length) continue;
    const engine = registry.get(method);
    if (!engine) throw new Error(`No detection engine registered for method '${method}'`);
    const { threshold, removeWords, language } = options;
    const started = performance.now();
    detectPages(pages, { entities, threshold, removeWords, language, engine }).forEach((result, i) => {
      merged[i]!.sensitive.push(...result.sensitive);
    });
    if (timings) timings[method] = (timings[method] ?? 0) + performance.now() - started;
  }
  for (const page of merged)
    page.sensitive.sort((a, b) => a.start - b.start || a.engine.localeCompare(b.engine));
  return merged;
}
