/** One server-sent event: its name (inferred from the data when missing) and parsed data. */
export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Names an event without an `event:` line from the shape of its data (spec 2 §4). */
export function inferEventName(data: Record<string, unknown>): string {
  if ('error_message' in data || 'error_code' in data) return 'error';
  if ('success_rate' in data || 'pages_per_second' in data) return 'batch_completed';
  if ('successful_pages' in data) return 'file_completed';
  if ('pages_completed' in data || 'progress_percentage' in data) return 'page_completed';
  if ('page_number' in data) return 'page_started';
  if ('file_index' in data) return 'file_started';
  if ('file_names' in data) return 'files_read';
  if ('status' in data) return 'heartbeat';
  return 'reading_files';
}

/** Parses one block (the lines between blank lines); comments and empty blocks give null. */
export function parseSseBlock(block: string): SseEvent | null {
  let event = '';
  const dataLines: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') dataLines.push(value);
  }
  if (dataLines.length === 0) return null;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(dataLines.join('\n')) as Record<string, unknown>;
  } catch {
    // A block we cannot read becomes a marker event instead of ending the stream.
    data = { failed: true, raw: dataLines.join('\n') };
  }
  // Sealed data the client had no key to open (decision 0044): the spec's placeholder, flagged failed.
  if (typeof data.encrypted_data === 'string') data = { failed: true, decryption_failed: true };
  return { event: event || inferEventName(data), data };
}

/** Splits a growing text buffer into complete blocks; returns them and the unfinished rest. */
export function splitSseBuffer(buffer: string): { blocks: string[]; rest: string } {
  const parts = buffer.split(/\r?\n\r?\n/);
  const rest = parts.pop() ?? '';
  return { blocks: parts, rest };
}

/** Reads an event-stream response body and calls onEvent for each event as it arrives. */
export async function readSseStream(response: Response, onEvent: (event: SseEvent) => void): Promise<void> {
  if (!response.body) throw new Error('Response body is not readable');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const { blocks, rest } = splitSseBuffer(buffer);
    buffer = rest;
    for (const block of blocks) {
      const parsed = parseSseBlock(block);
      if (parsed) onEvent(parsed);
    }
  }
  const last = parseSseBlock(buffer);
  if (last) onEvent(last);
}
