/** One server-sent event of a detection stream, as the tests read it. */
export interface StreamEvent {
  event: string;
  data: Record<string, any>;
}

/** Reads a whole `text/event-stream` body: `event: <name>` then `data: <JSON>` per block. */
export function parseEventStream(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
    }));
}

/** Drops what differs between two runs of the same batch: timings, and counters that depend on interleaving. */
export function stableEvent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stableEvent);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/time|_ms$|pages_completed|progress_percentage/.test(key))
      .map(([key, inner]) => [key, stableEvent(inner)]),
  );
}

/** The events about each file, in order and without timings, by upload position. */
export function eventsByFile(events: readonly StreamEvent[]): Record<number, unknown[]> {
  const files = new Map<number, unknown[]>();
  for (const e of events.filter((event) => Number.isInteger(event.data.file_index)))
    files.set(e.data.file_index, [...(files.get(e.data.file_index) ?? []), stableEvent(e)]);
  return Object.fromEntries([...files].sort(([a], [b]) => a - b));
}

/**
 * A streamed detection over real HTTP (the app listening on `address`) by a signed-in agent, read
 * to its end; `onText` sees the body so far after each chunk (a test breaks something mid-stream).
 */
export async function streamDetection(
  address: string,
  agent: { jar: Map<string, string> },
  form: { payload: Buffer | Uint8Array | string; headers: Record<string, string> },
  onText: (text: string) => void = () => {},
): Promise<{ status: number; text: string }> {
  const cookie = [...agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${address}/api/batch/multi_detect?stream=true`, {
    method: 'POST',
    body: form.payload,
    headers: { ...form.headers, cookie, 'x-csrf-token': agent.jar.get('csrf_token') ?? '' },
  });
  const reader = response.body!.getReader();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += new TextDecoder().decode(chunk.value);
    onText(text);
  }
  return { status: response.status, text };
}
