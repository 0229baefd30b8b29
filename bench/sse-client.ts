/** What a client saw on a server-sent event stream, with arrival times (performance.now()). */
export interface StreamLog {
  firstEventAt: number | null;
  firstPageAt: number | null;
  lastEventAt: number | null;
  counts: Record<string, number>;
  errors: string[];
  lastEvent: { event: string; data: Record<string, unknown> } | null;
}

/** Reads an SSE response to its end, noting when events arrive; keeps only counts and error codes. */
export async function readEventStream(response: Response): Promise<StreamLog> {
  const log: StreamLog = { firstEventAt: null, firstPageAt: null, lastEventAt: null, counts: {}, errors: [], lastEvent: null };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const now = performance.now();
    buffer += decoder.decode(chunk, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      if (event === 'heartbeat') continue;
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      log.firstEventAt ??= now;
      if (event === 'page_completed') log.firstPageAt ??= now;
      log.lastEventAt = now;
      log.counts[event] = (log.counts[event] ?? 0) + 1;
      if (event === 'error') log.errors.push(String(data.error_code));
      log.lastEvent = { event, data };
    }
  }
  return log;
}
