import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { detectStreamEventSchema } from '@sladd/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { parseEventStream, type StreamEvent } from '../../test/event-stream.ts';
import { entitiesReply, startFakeLlmServer, type FakeLlmServer } from '../../test/fake-llm-server.ts';
import { makeTextPdf, multipart } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

interface Item {
  entity_type: string;
  original_text: string;
  engine: string;
  reason: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

const parse = parseEventStream;

const itemsOf = (event: StreamEvent): Item[] => event.data.results.redaction_mapping.pages[0].sensitive;

const ADVANCED = (labels: string[]) => ({
  use_fast: 'False',
  use_standard: 'False',
  use_advanced: 'True',
  requested_entities: JSON.stringify(labels),
  threshold: '0.5',
  remove_words: '[]',
});

// Each page carries a case number: the fake model server answers a prompt by the number in it.
const VEDTAK = {
  name: 'vedtak.pdf',
  bytes: makeTextPdf([
    ['Vedtak i sak 2024/201', 'Ola Nordmann (45 år) har diabetes.', 'Telefon 412 34 567.'],
    ['Notat i sak 2024/202', 'Han er dømt for tyveri i 2019.'],
  ]),
};

describe.each(testDialects())('the advanced method answered by a language model, on %s', (dialect) => {
  let t: TestApp;
  let llm: FakeLlmServer;
  let address: string;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    // The test app gets the model through its configuration, as LLM_* would give it.
    t = await createTestApp(dialect, (config) => ({
      ...config,
      llm: {
        baseUrl: llm.url,
        model: 'llama3.1:8b',
        apiKey: undefined,
        concurrency: 2,
        timeoutMs: 1500,
        maxRetries: 2,
      },
    }));
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Answers in the shape llama3.1:8b gives through Ollama (hand-written: no model runs here).
    llm.whenPromptHas('2024/201', {
      content: `\`\`\`json\n${entitiesReply([
        { category: 'PERSON_A', quote: 'Ola Nordmann', context: 'Ola Nordmann (45 år) har' },
        { category: 'HEALTH_A', quote: 'har diabetes', context: '(45 år) har diabetes.' },
        { category: 'PERSON_A', quote: 'Kari Hansen', context: '' },
        { category: 'RELIGION', quote: 'sak', context: 'Vedtak i sak' },
      ])}\n\`\`\``,
      usage: { prompt_tokens: 500, completion_tokens: 60 },
    });
    llm.whenPromptHas('2024/202', {
      content: entitiesReply([
        { category: 'criminal', quote: 'dømt for tyveri', context: 'Han er dømt for tyveri i 2019.' },
      ]),
      usage: { prompt_tokens: 400, completion_tokens: 20 },
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  async function premiumUser(): Promise<SignedIn> {
    const user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
    return user;
  }
  const pagesUsed = async (user: SignedIn) =>
    (await user.agent.get('/api/subscription/current')).body.data.usage.pages_used as number;

  async function streamed(
    user: SignedIn,
    files: { name: string; bytes: Uint8Array }[],
    labels: string[],
    options: { filesFirst?: boolean } = {},
  ) {
    const response = await user.agent.upload(
      '/api/batch/multi_detect?stream=true',
      files,
      ADVANCED(labels),
      options,
    );
    expect(response.status).toBe(200);
    const events = parse(response.raw.body);
    for (const event of events) expect(detectStreamEventSchema.safeParse(event).error).toBeUndefined();
    return events;
  }

  it('streams the model’s hits on the right words, engine advanced, in page order, with token counts', async () => {
    const user = await premiumUser();
    const before = llm.requests.length;
    const events = await streamed(user, [VEDTAK], ['PERSON_A', 'HEALTH_A', 'CRIMINAL_A', 'PHONE_A']);
    // HEALTH_A and CRIMINAL_A are served: no "cannot find" error, and page by page in order.
    expect(events.map((e) => [e.event, e.data.page_number])).toEqual([
      ['reading_files', undefined],
      ['files_read', undefined],
      ['file_started', undefined],
      ['page_started', 1],
      ['page_completed', 1],
      ['page_started', 2],
      ['page_completed', 2],
      ['file_completed', undefined],
      ['batch_completed', undefined],
    ]);
    const page1 = itemsOf(events[4]!);
    expect(page1.map((i) => [i.entity_type, i.original_text, i.engine])).toEqual([
      ['PERSON_A', 'Ola Nordmann', 'advanced'],
      ['HEALTH_A', 'har diabetes', 'advanced'],
      // The model did not report the phone number; the recogniser beside it did.
      ['PHONE_A', '412 34 567', 'standard'],
    ]);
    expect(page1[0]!.reason).toBe('language model (llama3.1:8b): exact quote');
    expect(page1[2]!.reason).toMatch(
      /^found by the standard engine's recogniser alongside the language model/,
    );
    expect(await pagesUsed(user)).toBe(2);
    expect(itemsOf(events[6]!).map((i) => [i.entity_type, i.original_text, i.engine])).toEqual([
      ['CRIMINAL_A', 'dømt for tyveri', 'advanced'],
    ]);
    // The boxes are the words' boxes as the extractor gives them.
    const extracted = await user.agent.upload('/api/pdf/extract', [VEDTAK]);
    const words = extracted.body.data.pages[0].words as { text: string; bbox: Item['bbox'] }[];
    const ola = words.find((w) => w.text === 'Ola')!;
    const nordmann = words.find((w) => w.text === 'Nordmann')!;
    expect(page1[0]!.bbox.x0).toBeCloseTo(ola.bbox.x0, 1);
    expect(page1[0]!.bbox.x1).toBeCloseTo(nordmann.bbox.x1, 1);
    expect(page1[0]!.bbox.y0).toBeCloseTo(ola.bbox.y0, 1);

    const stats = {
      model: 'llama3.1:8b',
      chunks: 2,
      calls: 2,
      retries: 0,
      prompt_tokens: 900,
      completion_tokens: 80,
      total_tokens: 980,
      unaligned_quotes: 1,
      dropped_categories: 1,
    };
    expect(events[7]!.data.results.performance.language_model).toEqual(stats);
    expect(events[8]!.data.language_model).toEqual(stats);
    expect(llm.requests.length - before).toBe(2);

    // The JSON answer carries the same results and counts.
    const json = await user.agent.upload('/api/batch/multi_detect', [VEDTAK], ADVANCED(['ALL_ADVANCED']));
    expect(json.status).toBe(200);
    expect(json.body.data.batch_summary).toMatchObject({ unsupported_entities: [], language_model: stats });
    const result = json.body.data.file_results[0].results;
    expect(result.performance.language_model).toEqual(stats);
    expect(result.entities_detected.by_type).toMatchObject({ PERSON_A: 1, HEALTH_A: 1, CRIMINAL_A: 1 });
  });

  it('fails a file whose page the model answers with broken JSON, names the page, and goes on with the others', async () => {
    const user = await premiumUser();
    llm.whenPromptHas('2024/301', {
      content: '{"entities": [{"category": "PERSON_A", "quote": "Per Hansen"',
    });
    const broken = {
      name: 'brutt.pdf',
      bytes: makeTextPdf([['Sak 2024/203: ingen personer her.'], ['Sak 2024/301: Per Hansen er syk.']]),
    };
    const events = await streamed(user, [broken, VEDTAK], ['PERSON_A', 'HEALTH_A']);
    const error = events.find((e) => e.event === 'error')!;
    expect(error.data).toMatchObject({
      file_name: 'brutt.pdf',
      file_index: 0,
      page_number: 2,
      error_code: 'LLM_REPLY_INVALID',
    });
    expect(error.data.error_message).toContain(
      "Page 2: The language model's answer was not the JSON Sladd asked for",
    );
    expect(error.data.error_message).not.toContain('Per Hansen');
    const completed = events.filter((e) => e.event === 'file_completed').map((e) => e.data.file_name);
    expect(completed).toEqual(['vedtak.pdf']);
    expect(events.at(-1)).toMatchObject({
      event: 'batch_completed',
      data: { successful_files: 1, failed_files: 1 },
    });
    // The unreadable answer's call counts: its tokens were spent.
    expect(events.at(-1)!.data.language_model).toMatchObject({ calls: 4, chunks: 4 });
    // The file answered whole is charged, and the failed file's page delivered before the failure
    // (its results are the client's: a page that breaks the model must not make the rest free).
    expect(
      events.filter((e) => e.event === 'page_completed' && e.data.file_name === 'brutt.pdf'),
    ).toHaveLength(1);
    expect(await pagesUsed(user)).toBe(3);
  });

  it('says so when the model does not answer in time, and when the server keeps failing after the retries', async () => {
    const user = await premiumUser();
    llm.whenPromptHas('2024/401', { hang: true });
    llm.whenPromptHas('2024/402', { status: 503, retryAfter: '0' });
    const slow = { name: 'treg.pdf', bytes: makeTextPdf([['Sak 2024/401: Ola Nordmann.']]) };
    const down = { name: 'nede.pdf', bytes: makeTextPdf([['Sak 2024/402: Ola Nordmann.']]) };
    const events = await streamed(user, [slow, down], ['PERSON_A']);
    const errors = events
      .filter((e) => e.event === 'error')
      .map((e) => e.data)
      .sort((a, b) => a.file_index - b.file_index);
    expect(errors).toEqual([
      expect.objectContaining({ file_name: 'treg.pdf', page_number: 1, error_code: 'LLM_TIMEOUT' }),
      expect.objectContaining({ file_name: 'nede.pdf', page_number: 1, error_code: 'LLM_REQUEST_FAILED' }),
    ]);
    expect(errors[0]!.error_message).toContain('did not answer within 1.5 s (LLM_TIMEOUT_MS)');
    expect(errors[1]!.error_message).toContain('answered HTTP 503 after 2 retries');
    expect(llm.requests.filter((r) => r.marker === '2024/402')).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({
      event: 'batch_completed',
      data: { successful_files: 0, failed_files: 2 },
    });
    expect(await pagesUsed(user)).toBe(0);
  });

  it('waits out a 429 and answers, counting the retry', async () => {
    const user = await premiumUser();
    llm.whenPromptHas(
      '2024/501',
      { status: 429, retryAfter: '0' },
      { content: entitiesReply([{ category: 'PERSON_A', quote: 'Ola Nordmann' }]) },
    );
    const file = { name: 'travelt.pdf', bytes: makeTextPdf([['Sak 2024/501: Ola Nordmann.']]) };
    // Options after the file: the run starts when the upload has ended (not during it).
    const events = await streamed(user, [file], ['PERSON_A'], { filesFirst: true });
    expect(events.filter((e) => e.event === 'error')).toEqual([]);
    const page = events.find((e) => e.event === 'page_completed')!;
    expect(itemsOf(page).map((i) => [i.original_text, i.engine])).toEqual([['Ola Nordmann', 'advanced']]);
    expect(events.at(-1)!.data.language_model).toMatchObject({ calls: 1, retries: 1 });
  });

  it('stops the model calls when the client stops the stream: calls in flight are closed, no new ones start', async () => {
    const user = await premiumUser();
    // Page 1 is answered; pages 2–4 never are. Two calls at a time: pages 2 and 3 wait, page 4 queues.
    llm.whenPromptHas('2024/601', {
      content: entitiesReply([{ category: 'PERSON_A', quote: 'Ola Nordmann' }]),
    });
    llm.whenPromptHas('2024/60x', { hang: true });
    const file = {
      name: 'lang.pdf',
      bytes: makeTextPdf([
        ['Sak 2024/601: Ola Nordmann.'],
        ['Sak 2024/60x: side to.'],
        ['Sak 2024/60x: side tre.'],
        ['Sak 2024/60x: side fire.'],
      ]),
    };
    const before = llm.requests.length;
    const form = multipart([file], ADVANCED(['PERSON_A']));
    const cookie = [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const controller = new AbortController();
    const response = await fetch(`${address}/api/batch/multi_detect?stream=true`, {
      method: 'POST',
      body: form.payload,
      headers: { ...form.headers, cookie, 'x-csrf-token': user.agent.jar.get('csrf_token')! },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: page_completed'))
      text += new TextDecoder().decode((await reader.read()).value);
    await llm.waitForRequests(before + 3);
    controller.abort();
    const waiting = () => llm.requests.slice(before).filter((r) => r.marker === '2024/60x');
    await vi.waitFor(() => expect(waiting().map((r) => r.abandoned)).toEqual([true, true]), {
      timeout: 5000,
    });
    // Page 4's call never starts, however long we wait.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(llm.requests.length - before).toBe(3);
    // Nothing was completed, so nothing is charged once the reservation is settled.
    await vi.waitFor(async () => expect(await pagesUsed(user)).toBe(0), { timeout: 5000 });
    expect(t.pool.pending()).toBe(0);
  });

  it('stops the model calls when the client gives up a JSON detection too', async () => {
    const user = await premiumUser();
    llm.whenPromptHas('2024/70x', { hang: true });
    const file = {
      name: 'json.pdf',
      bytes: makeTextPdf([
        ['Sak 2024/70x: side en.'],
        ['Sak 2024/70x: side to.'],
        ['Sak 2024/70x: side tre.'],
      ]),
    };
    const before = llm.requests.length;
    const form = multipart([file], ADVANCED(['PERSON_A']));
    const cookie = [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const controller = new AbortController();
    const answer = fetch(`${address}/api/batch/multi_detect`, {
      method: 'POST',
      body: form.payload,
      headers: { ...form.headers, cookie, 'x-csrf-token': user.agent.jar.get('csrf_token')! },
      signal: controller.signal,
    }).catch(() => undefined);
    await llm.waitForRequests(before + 2);
    controller.abort();
    await answer;
    const hanging = () => llm.requests.slice(before).filter((r) => r.marker === '2024/70x');
    await vi.waitFor(() => expect(hanging().every((r) => r.abandoned)).toBe(true), { timeout: 5000 });
    // The third page's call never starts once the client is gone.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(llm.requests.length - before).toBe(2);
    await vi.waitFor(async () => expect(await pagesUsed(user)).toBe(0), { timeout: 5000 });
  });
});

describe('a language model server that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A loopback port that was just free and is closed again: connections are refused.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    t = await createTestApp('sqlite', (config) => ({
      ...config,
      llm: {
        baseUrl: `http://127.0.0.1:${port}/v1`,
        model: 'llama3.1:8b',
        apiKey: undefined,
        concurrency: 2,
        timeoutMs: 5000,
        maxRetries: 1,
      },
    }));
  });
  afterAll(async () => t.close());

  it('fails the file with a message that says so, after the retry', async () => {
    const user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
    const file = { name: 'vedtak.pdf', bytes: makeTextPdf([['Sak 2024/701: Ola Nordmann har diabetes.']]) };
    const response = await user.agent.upload('/api/batch/multi_detect', [file], ADVANCED(['HEALTH_A']));
    expect(response.status).toBe(200);
    expect(response.body.data.file_results).toEqual([
      {
        file: 'vedtak.pdf',
        status: 'error',
        error: {
          code: 'LLM_REQUEST_FAILED',
          message: 'Page 1: The language model server could not be reached after 1 retry.',
        },
      },
    ]);
    expect(response.body.data.batch_summary).toMatchObject({ failed_files: 1, total_pages: 0 });
    expect((await user.agent.get('/api/subscription/current')).body.data.usage.pages_used).toBe(0);
  });
});
