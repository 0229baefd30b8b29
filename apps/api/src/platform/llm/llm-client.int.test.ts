import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ModelReplyInvalid, type PageWords } from '@sladd/detect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entitiesReply, startFakeLlmServer, type FakeLlmServer } from '../../test/fake-llm-server.ts';
import { createLlmClient, LlmRequestError, LlmTimeoutError, type LlmClientOptions } from './llm-client.ts';

/** A page of words, 6 pt per character, one line every 12 pt (the page text joins them as the PDF extractor's do). */
function page(number: number, lines: string[]): PageWords {
  const words = lines.flatMap((line, lineIndex) => {
    let x = 50;
    return line.split(' ').map((text) => {
      const word = {
        text,
        line: lineIndex,
        bbox: { x0: x, y0: 100 + lineIndex * 12, x1: x + text.length * 6, y1: 110 + lineIndex * 12 },
      };
      x += (text.length + 1) * 6;
      return word;
    });
  });
  return { page: number, width: 595, height: 842, words };
}

let server: FakeLlmServer;

beforeEach(async () => {
  server = await startFakeLlmServer();
});

afterEach(async () => {
  await server.close();
});

function client(options: Partial<LlmClientOptions> = {}) {
  return createLlmClient({
    baseUrl: server.url,
    model: 'llama3.1:8b',
    apiKey: undefined,
    concurrency: 2,
    timeoutMs: 10_000,
    maxRetries: 3,
    retryBaseMs: 20,
    ...options,
  });
}

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}

// The case numbers (2024/101 …) are in the page text, so each chunk's prompt says which script answers it.
const PAGES = [
  page(1, ['Vedtak i sak 2024/101', 'Søker Ola Nordmann (45 år) har', 'diabetes og bor i Bergen.']),
  page(2, [
    'Notat i sak 2024/102',
    'Ola Nordmann klaget på vedtaket.',
    'Sak 2024/103: Kari Olsen er medlem av Fagforbundet.',
  ]),
];

describe('advanced detection through an OpenAI-compatible server', () => {
  it('aligns the quotes of recorded answers to page offsets and word boxes, and sums the tokens', async () => {
    // Answers in the shape llama3.1:8b gives through Ollama: a code fence, a lower-cased quote,
    // a misspelt name, a quote that is not in the text and a label that was not asked for.
    server.whenPromptHas('2024/101', {
      content: `\`\`\`json\n${entitiesReply([
        { category: 'PERSON_A', quote: 'Ola Nordmann', context: 'Søker Ola Nordmann (45 år) har' },
        { category: 'AGE_A', quote: '45 år', context: 'Ola Nordmann (45 år) har diabetes' },
        { category: 'HEALTH_A', quote: 'har diabetes', context: '(45 år) har diabetes og bor' },
        { category: 'LOCATION_A', quote: 'bergen', context: 'og bor i Bergen.' },
        { category: 'PERSON_A', quote: 'Kari Hansen', context: '' },
      ])}\n\`\`\``,
    });
    server.whenPromptHas('2024/102', {
      content: entitiesReply([
        { category: 'PERSON_A', quote: 'Ola Nordman', context: 'Ola Nordman klaget på vedtaket.' },
        { category: 'SALARY', quote: 'vedtaket', context: '' },
      ]),
    });
    server.whenPromptHas('2024/103', {
      content: entitiesReply([
        { category: 'PERSON_A', quote: 'Kari Olsen', context: '2024/103: Kari Olsen er medlem' },
        {
          category: 'TRADE_UNION_A',
          quote: 'medlem av Fagforbundet',
          context: 'Kari Olsen er medlem av Fagforbundet.',
        },
      ]),
    });

    // 80 characters a chunk: page 2 (105 characters) goes in two calls, the second at an offset.
    const { pages, stats } = await client({ chunkChars: 80 }).analyzePages(PAGES, ['ALL_ADVANCED']);

    const found = pages.map((p, i) => {
      const text = PAGES[i]!.words.reduce(
        (acc, w, j, all) => acc + (j === 0 ? '' : all[j - 1]!.line === w.line ? ' ' : '\n') + w.text,
        '',
      );
      return p.spans.map((s) => [s.entityType, text.slice(s.start, s.end), s.reason]);
    });
    expect(found[0]).toEqual([
      ['PERSON_A', 'Ola Nordmann', 'language model (llama3.1:8b): exact quote'],
      ['AGE_A', '45 år', 'language model (llama3.1:8b): exact quote'],
      [
        'HEALTH_A',
        'har\ndiabetes',
        'language model (llama3.1:8b): quote found ignoring case, spacing and quote marks',
      ],
      [
        'LOCATION_A',
        'Bergen',
        'language model (llama3.1:8b): quote found ignoring case, spacing and quote marks',
      ],
    ]);
    expect(found[1]).toEqual([
      ['PERSON_A', 'Ola Nordmann', 'language model (llama3.1:8b): near match of the quote (similarity 0.92)'],
      ['PERSON_A', 'Kari Olsen', 'language model (llama3.1:8b): exact quote'],
      ['TRADE_UNION_A', 'medlem av Fagforbundet', 'language model (llama3.1:8b): exact quote'],
    ]);
    expect(pages[1]!.spans[1]!.start).toBe(
      'Notat i sak 2024/102\nOla Nordmann klaget på vedtaket.\nSak 2024/103: '.length,
    );
    expect(pages.flatMap((p) => p.spans).every((s) => s.engine === 'advanced')).toBe(true);

    // Word boxes: the health quote crosses a line, so it is two items, one per line.
    const health = pages[0]!.sensitive.filter((item) => item.entity_type === 'HEALTH_A');
    expect(health.map((item) => [item.original_text, item.bbox])).toEqual([
      ['har', { x0: 50 + 6 * 27, y0: 112, x1: 50 + 6 * 30, y1: 122 }],
      ['diabetes', { x0: 50, y0: 124, x1: 50 + 6 * 8, y1: 134 }],
    ]);

    expect(server.requests).toHaveLength(3);
    const [request] = server.requests;
    expect(request!.body.model).toBe('llama3.1:8b');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(request!.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(stats).toMatchObject({
      chunks: 3,
      calls: 3,
      unaligned: 1,
      dropped_categories: 1,
      retries: 0,
      prompt_tokens: server.requests.reduce((sum, r) => sum + r.usage.prompt_tokens, 0),
      completion_tokens: server.requests.reduce((sum, r) => sum + r.usage.completion_tokens, 0),
    });
    expect(stats.prompt_tokens).toBeGreaterThan(0);
  });

  it('sends the API key when one is configured', async () => {
    await client({ apiKey: 'sk-test-123' }).complete([{ role: 'user', content: 'hei' }]);
    expect(server.requests[0]!.authorization).toBe('Bearer sk-test-123');
  });

  it('turns an answer that is not the JSON asked for into ModelReplyInvalid, without the answer in the message', async () => {
    server.whenPromptHas('2024/101', { content: 'Her er personene: Ola Nordmann (diabetes).' });
    const error = await rejectionOf(client().analyzePages([PAGES[0]!], ['PERSON_A']));
    expect(error).toBeInstanceOf(ModelReplyInvalid);
    expect(error.message).toMatch(
      /^The language model's answer was not the JSON Sladd asked for \(not valid JSON\)/,
    );
    expect(error.message).not.toMatch(/Nordmann|diabetes/);

    server.whenPromptHas('2024/101', {
      content: '{"entities": [{"category": "PERSON_A", "quote": "Ola Nordmann"',
    });
    expect((await rejectionOf(client().analyzePages([PAGES[0]!], ['PERSON_A']))).message).toContain(
      '(not valid JSON)',
    );

    server.whenPromptHas('2024/101', {
      content: '{"entities": [{"category": "PERSON_A"',
      finishReason: 'length',
    });
    const cut = await rejectionOf(client().analyzePages([PAGES[0]!], ['PERSON_A']));
    expect((cut as ModelReplyInvalid).reason).toBe('answer cut off at the length limit');
  });

  it('says so when the server is not a chat completions endpoint', async () => {
    server.whenPromptHas('2024/101', {
      rawBody: '<html><body>Ola Nordmann</body></html>',
      contentType: 'text/html',
    });
    const html = await rejectionOf(client().analyzePages([PAGES[0]!], ['PERSON_A']));
    expect(html).toBeInstanceOf(ModelReplyInvalid);
    expect(html.message).toContain('(the server did not answer with a chat completion)');
    server.whenPromptHas('2024/101', {
      rawBody: '{"result": "Ola Nordmann"}',
      contentType: 'application/json',
    });
    const json = await rejectionOf(client().analyzePages([PAGES[0]!], ['PERSON_A']));
    expect((json as ModelReplyInvalid).reason).toBe('the server did not answer with a chat completion');
    expect(json.message).not.toContain('Nordmann');
  });

  it('stops the other chunks at the first bad answer', async () => {
    server.whenPromptHas('2024/101', { content: 'not json' });
    server.whenPromptHas('2024/10', { content: entitiesReply([]), delayMs: 50 });
    const error = await rejectionOf(client({ concurrency: 1 }).analyzePages(PAGES, ['PERSON_A']));
    expect(error).toBeInstanceOf(ModelReplyInvalid);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(1);
  });

  it('gives up on a model that does not answer within the timeout, with a clear error and no retry', async () => {
    server.whenPromptHas('2024/101', { hang: true });
    const started = Date.now();
    const error = await rejectionOf(client({ timeoutMs: 500 }).analyzePages([PAGES[0]!], ['PERSON_A']));
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(LlmTimeoutError);
    expect(error.message).toBe(
      'The language model did not answer within 0.5 s (LLM_TIMEOUT_MS); it may be overloaded or the text too long for it.',
    );
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(1500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.abandoned).toBe(true);
  });

  it('waits as Retry-After says after a 429, then succeeds and counts the retry', async () => {
    server.whenPromptHas(
      '2024/101',
      { status: 429, retryAfter: '1' },
      { content: entitiesReply([{ category: 'PERSON_A', quote: 'Ola Nordmann', context: '' }]) },
    );
    const { pages, stats } = await client().analyzePages([PAGES[0]!], ['PERSON_A']);
    expect(pages[0]!.spans).toHaveLength(1);
    expect(stats).toMatchObject({ calls: 1, retries: 1 });
    expect(server.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(server.requests[1]!.receivedAt - server.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('retries 5xx with back-off and stops after LLM_MAX_RETRIES with the status in the error', async () => {
    server.whenPromptHas('2024/101', { status: 500 }, { content: entitiesReply([]) });
    const { stats } = await client().analyzePages([PAGES[0]!], ['PERSON_A']);
    expect(stats.retries).toBe(1);

    server.requests.length = 0;
    server.whenPromptHas('2024/101', { status: 503 });
    const error = await rejectionOf(client({ maxRetries: 2 }).analyzePages([PAGES[0]!], ['PERSON_A']));
    expect(error).toBeInstanceOf(LlmRequestError);
    expect(error.message).toBe('The language model server answered HTTP 503 after 2 retries.');
    expect(server.requests).toHaveLength(3);
    // Exponential: the second wait is at least the first wait's lower bound doubled (jitter is 50–100 %).
    const [a, b, c] = server.requests.map((r) => r.receivedAt);
    expect(b! - a!).toBeGreaterThanOrEqual(9); // timers may round a millisecond down
    expect(c! - b!).toBeGreaterThanOrEqual(19);
  });

  it('does not retry a 4xx other than 429', async () => {
    server.whenPromptHas('2024/101', { status: 404 });
    const error = await rejectionOf(client().analyzePages([PAGES[0]!], ['PERSON_A']));
    expect(error.message).toBe(
      'The language model server answered 404 (check LLM_BASE_URL, which usually ends in /v1, and LLM_MODEL).',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('retries a server that cannot be reached, then says so', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await rejectionOf(
      client({ baseUrl: `http://127.0.0.1:${port}/v1`, maxRetries: 1 }).complete([
        { role: 'user', content: 'hei' },
      ]),
    );
    expect(error).toBeInstanceOf(LlmRequestError);
    expect(error.message).toBe('The language model server could not be reached after 1 retry.');
  });

  it('keeps at most LLM_CONCURRENCY calls in flight', async () => {
    const pages = Array.from({ length: 6 }, (_, i) => page(i + 1, [`Sak 2024/2${i}`, 'Ola Nordmann']));
    server.whenPromptHas('2024/2', { content: entitiesReply([]), delayMs: 100 });
    const { stats } = await client({ concurrency: 2 }).analyzePages(pages, ['PERSON_A']);
    expect(stats.calls).toBe(6);
    expect(server.maxInFlight).toBe(2);
  });

  it('stops mid-batch when cancelled: the call in flight is dropped and queued calls never reach the server', async () => {
    const pages = Array.from({ length: 4 }, (_, i) => page(i + 1, [`Sak 2024/3${i}`, 'Ola Nordmann']));
    server.whenPromptHas('2024/3', { hang: true });
    const controller = new AbortController();
    const running = client({ concurrency: 1 }).analyzePages(pages, ['PERSON_A'], controller.signal);
    await server.waitForRequests(1);
    controller.abort();
    const error = await rejectionOf(running);
    expect(error.name).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.abandoned).toBe(true);
  });

  it('stops waiting for a retry when cancelled during the back-off', async () => {
    server.whenPromptHas('2024/101', { status: 429, retryAfter: '20' }, { content: entitiesReply([]) });
    const controller = new AbortController();
    const running = client().analyzePages([PAGES[0]!], ['PERSON_A'], controller.signal);
    await server.waitForRequests(1);
    const started = Date.now();
    setTimeout(() => controller.abort(), 50);
    const error = await rejectionOf(running);
    expect(error.name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });

  it('logs counts and timings, never the text sent or answered', async () => {
    const lines: { level: string; obj: object; msg: string }[] = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
      warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
      debug: (obj: object, msg: string) => lines.push({ level: 'debug', obj, msg }),
    };
    server.whenPromptHas(
      '2024/101',
      { status: 500 },
      {
        content: entitiesReply([
          { category: 'HEALTH_A', quote: 'har diabetes', context: 'har diabetes og bor' },
        ]),
      },
    );
    server.whenPromptHas('2024/10', { content: 'Ola Nordmann har diabetes' });
    await client({ log }).analyzePages([PAGES[0]!], ['HEALTH_A']);
    await rejectionOf(client({ log }).analyzePages([PAGES[1]!], ['HEALTH_A']));
    expect(lines.map((l) => l.msg)).toEqual([
      'language model call failed; retrying',
      'language model call answered',
      'advanced detection finished',
      'language model call answered',
      'advanced detection stopped',
    ]);
    expect(lines[2]!.obj).toMatchObject({ pages: 1, model: 'llama3.1:8b', calls: 1, retries: 1, chunks: 1 });
    expect(lines[4]!.obj).toMatchObject({ reason: 'ModelReplyInvalid', calls: 1 });
    expect(JSON.stringify(lines)).not.toMatch(/Nordmann|diabetes|Bergen|Vedtak|Notat/);
  });

  it('makes no call when no advanced label is asked for', async () => {
    const { pages, stats } = await client().analyzePages(PAGES, ['PERSON_F']);
    expect(pages.map((p) => p.spans)).toEqual([[], []]);
    expect(stats).toMatchObject({ chunks: 0, calls: 0 });
    expect(server.requests).toHaveLength(0);
  });
});
