/** A piece of page text sent to the model in one call; `offset` is where it starts in the page text. */
export interface TextChunk {
  text: string;
  offset: number;
}

/**
 * Default chunk size in characters: about 1,000–1,500 tokens of Norwegian text, which leaves room
 * for the prompt and the answer in the 8k context small local models are often run with.
 */
export const DEFAULT_CHUNK_CHARS = 4000;

/**
 * Splits page text into chunks of at most `maxChars` characters, cut at line breaks ('\n', the
 * page text's line separator) so a line is never split when it fits. A longer line is cut at its
 * last space before the limit (or hard at the limit when it has none). The separator at a cut is
 * left out of both chunks; chunk.text === text.slice(offset, offset + chunk.text.length) always.
 * Whitespace at a chunk's edges is trimmed and chunks of whitespace only are skipped.
 */
export function chunkText(text: string, maxChars = DEFAULT_CHUNK_CHARS): TextChunk[] {
  if (!Number.isInteger(maxChars) || maxChars < 1)
    throw new RangeError('maxChars must be a positive integer');
  const chunks: TextChunk[] = [];
  // Whitespace at a chunk's edges is left out (the offset moves with it); empty chunks are skipped.
  const push = (start: number, end: number) => {
    while (start < end && /\s/u.test(text[start]!)) start++;
    while (end > start && /\s/u.test(text[end - 1]!)) end--;
    if (end > start) chunks.push({ text: text.slice(start, end), offset: start });
  };
  let start = 0;
  while (start < text.length) {
    if (text.length - start <= maxChars) {
      push(start, text.length);
      break;
    }
    const limit = start + maxChars;
    // The last line break at or before the limit (a break exactly at the limit ends a full chunk).
    let cut = text.lastIndexOf('\n', limit);
    if (cut <= start) cut = text.lastIndexOf(' ', limit);
    if (cut <= start) {
      push(start, limit);
      start = limit;
      continue;
    }
    push(start, cut);
    start = cut + 1;
  }
  return chunks;
}
