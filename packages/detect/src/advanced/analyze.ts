import type { AdvancedEntity } from '@sladd/contract';
import { createPageLayout } from '../page-text.ts';
import type { PageWords, Span } from '../types.ts';
import { alignEntities } from './align.ts';
import { chunkText, DEFAULT_CHUNK_CHARS, type TextChunk } from './chunk.ts';
import { parseModelReply } from './reply.ts';

/** A page's text (the same layout as every engine's: ' ' within a line, '\n' between lines) and its chunks. */
export interface PageChunks {
  page: number;
  text: string;
  chunks: TextChunk[];
}

/** Splits every page's text into chunks for the model (pages without text get none). */
export function chunkPages(pages: readonly PageWords[], maxChars = DEFAULT_CHUNK_CHARS): PageChunks[] {
  return pages.map((page) => {
    const { text } = createPageLayout(page);
    return { page: page.page, text, chunks: chunkText(text, maxChars) };
  });
}

export interface ChunkResult {
  /** Spans with offsets into the page text (chunk offset added). */
  spans: Span[];
  unaligned: number;
  droppedCategories: number;
}

/**
 * Reads the model's answer for one chunk and aligns its quotes: spans in page offsets. Throws
 * ModelReplyInvalid when the answer is not the JSON asked for.
 */
export function spansFromReply(
  chunk: TextChunk,
  content: string | null | undefined,
  labels: readonly AdvancedEntity[],
  model: string,
): ChunkResult {
  const reply = parseModelReply(content, labels);
  const { spans, unaligned } = alignEntities(chunk.text, reply.entities, model);
  return {
    spans: spans.map((span) => ({ ...span, start: span.start + chunk.offset, end: span.end + chunk.offset })),
    unaligned,
    droppedCategories: reply.droppedCategories,
  };
}
