import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat completions server on loopback for the advanced engine's tests (a
 * real model cannot run on these machines). POST /v1/chat/completions answers from a script:
 * replies for prompts holding a marker (a string the test puts in the page text), else replies in
 * order, else `{"entities": []}`. A reply is a completion with given content (a recorded answer or
 * malformed JSON), an HTTP error (429 with Retry-After, 500), or no answer at all (timeouts,
 * cancellation). Every request is recorded, with whether the client hung up before the answer.
 */

export type FakeLlmReply =
  /** A chat completion whose message content is `content`; usage defaults to ~4 characters a token. */
  | {
      content: string;
      usage?: { prompt_tokens: number; completion_tokens: number };
      finishReason?: string;
      delayMs?: number;
    }
  /** An HTTP error with an OpenAI-style error body. */
  | { status: number; retryAfter?: string }
  /** Never answers; the request stays open until the client hangs up. */
  | { hang: true }
  /** A 200 with this body as it is (not a chat completion: a proxy's page, say). */
  | { rawBody: string; contentType: string };

export interface FakeLlmRequest {
  /** The parsed request body (model, messages, response_format, …). */
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
  authorization: string | undefined;
  /** The marker whose script answered, if any. */
  marker: string | undefined;
  /** Tokens reported in the answer (0 for errors and hangs). */
  usage: { prompt_tokens: number; completion_tokens: number };
  status: number | undefined;
  /** True when the client closed the connection before an answer was sent. */
  abandoned: boolean;
  receivedAt: number;
}

export interface FakeLlmServer {
  /** Base URL as LLM_BASE_URL takes it (ends in /v1). */
  url: string;
  requests: FakeLlmRequest[];
  /** Most requests that were open at the same time. */
  maxInFlight: number;
  /** Replies, in order, for prompts containing `marker`; the last one repeats. */
  whenPromptHas(marker: string, ...replies: FakeLlmReply[]): void;
  /** Replies, in order, for prompts no marker matches. */
  enqueue(...replies: FakeLlmReply[]): void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

/** The message content of a recorded answer: `{ entities: [...] }` as JSON. */
export function entitiesReply(entities: { category: string; quote: string; context?: string }[]): string {
  return JSON.stringify({ entities });
}

const tokensOf = (text: string) => Math.ceil(text.length / 4);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const byMarker = new Map<string, FakeLlmReply[]>();
  const queue: FakeLlmReply[] = [];
  const requests: FakeLlmRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let inFlight = 0;
  let completions = 0;

  function nextReply(prompt: string): { reply: FakeLlmReply | undefined; marker: string | undefined } {
    for (const [marker, replies] of byMarker) {
      if (prompt.includes(marker))
        return { reply: replies.length > 1 ? replies.shift() : replies[0], marker };
    }
    return { reply: queue.shift(), marker: undefined };
  }

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        sendJson(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
        return;
      }
      const body = JSON.parse(await readBody(req)) as FakeLlmRequest['body'];
      const prompt = body.messages.map((m) => m.content).join('\n');
      const { reply = { content: entitiesReply([]) }, marker } = nextReply(prompt);
      const record: FakeLlmRequest = {
        body,
        authorization: req.headers.authorization,
        marker,
        usage: { prompt_tokens: 0, completion_tokens: 0 },
        status: undefined,
        abandoned: false,
        receivedAt: Date.now(),
      };
      requests.push(record);
      inFlight++;
      server.maxInFlight = Math.max(server.maxInFlight, inFlight);
      res.on('close', () => {
        inFlight--;
        if (!res.writableFinished) record.abandoned = true;
      });
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }

      if ('hang' in reply) return;
      if ('rawBody' in reply) {
        record.status = 200;
        res.writeHead(200, { 'content-type': reply.contentType });
        res.end(reply.rawBody);
        return;
      }
      if ('status' in reply) {
        record.status = reply.status;
        sendJson(
          res,
          reply.status,
          { error: { message: `fake error ${reply.status}`, type: 'server_error', code: null } },
          reply.retryAfter ? { 'retry-after': reply.retryAfter } : {},
        );
        return;
      }
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const usage = reply.usage ?? {
        prompt_tokens: tokensOf(prompt),
        completion_tokens: tokensOf(reply.content),
      };
      record.usage = usage;
      record.status = 200;
      sendJson(res, 200, {
        id: `chatcmpl-fake-${++completions}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.content },
            finish_reason: reply.finishReason ?? 'stop',
          },
        ],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    })().catch(() => {
      if (!res.headersSent)
        sendJson(res, 400, { error: { message: 'bad request', type: 'invalid_request_error' } });
    });
  }) as ReturnType<typeof createServer> & { maxInFlight: number };
  server.maxInFlight = 0;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return server.maxInFlight;
    },
    whenPromptHas(marker, ...replies) {
      byMarker.set(marker, replies);
    },
    enqueue(...replies) {
      queue.push(...replies);
    },
    waitForRequests(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
