import { batchSearchOperation } from '@sladd/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../../test/fake-llm-server.ts';
import { makeTextPdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

// A child-welfare case note: inflected and compound forms, a phone number, a case number.
const NOTE = {
  name: 'notat.pdf',
  bytes: makeTextPdf([
    [
      'Barnevernet i Bergen mottok en melding om Kari Nordmann.',
      'Barnevernstjenesten ringte moren på telefon 912 34 567.',
      'Saksnummer 2024/1234-5. Legen og doktoren ble kontaktet.',
    ],
  ]),
};

interface Match {
  term: string;
  text: string;
  reason?: string;
  kind?: string;
}

const answerSchema = batchSearchOperation.responses[200].content['application/json'];

async function aiSearch(user: SignedIn, terms: string[], fields: Record<string, string> = {}) {
  const response = await user.agent.upload('/api/batch/search?ai_search=true', [NOTE], {
    search_terms: JSON.stringify(terms),
    ai_search: 'true',
    ...fields,
  });
  if (response.status !== 200) return { response, matches: [] as Match[], summary: undefined };
  // The answer is what the contract says (reason and kind included).
  expect(answerSchema.safeParse(response.body).error?.issues ?? []).toEqual([]);
  const pages = response.body.data.file_results[0].results.match_details.pages as { matches: Match[] }[];
  return {
    response,
    matches: pages.flatMap((p) => p.matches),
    summary: response.body.data.batch_summary.ai_search,
  };
}

const pick = (matches: Match[], term: string) =>
  matches.filter((m) => m.term === term).map((m) => [m.text, m.reason]);

describe.each(testDialects())('AI search on %s', (dialect) => {
  let local: TestApp;
  let withModel: TestApp;
  let llm: FakeLlmServer;
  let premium: SignedIn;
  let premiumWithModel: SignedIn;
  let free: SignedIn;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    local = await createTestApp(dialect);
    withModel = await createTestApp(dialect, (config) => ({
      ...config,
      llm: {
        baseUrl: llm.url,
        model: 'llama3.1:8b',
        apiKey: undefined,
        concurrency: 2,
        timeoutMs: 1_000,
        maxRetries: 1,
      },
    }));
    premium = await signUpAndLogIn(local);
    free = await signUpAndLogIn(local);
    premiumWithModel = await signUpAndLogIn(withModel);
    await createSubscriptionService(local.db.kysely).grantPlan(premium.email, 'pro_monthly');
    await createSubscriptionService(withModel.db.kysely).grantPlan(premiumWithModel.email, 'pro_monthly');
  });
  afterAll(async () => {
    await local.close();
    await withModel.close();
    await llm.close();
  });
  afterEach(() => {
    llm.requests.length = 0;
  });

  it('is premium: a free user is refused, plain search still works for them', async () => {
    const { response } = await aiSearch(free, ['barnevern']);
    expect([response.status, response.body.error.code]).toEqual([403, 'PREMIUM_REQUIRED']);
  });

  it('without a language model, finds forms, compounds, synonyms and entity queries, each with its reason', async () => {
    const { matches, summary } = await aiSearch(premium, ['barnevern', 'telefonnumre', 'lege']);
    expect(pick(matches, 'barnevern')).toEqual([
      ['Barnevernet', 'inflected form of "barnevern"'],
      ['Barnevernstjenesten', 'compound of "barnevern"'],
    ]);
    expect(pick(matches, 'telefonnumre')).toEqual([['912 34 567', 'entity query: phone numbers']]);
    expect(pick(matches, 'lege')).toEqual([
      ['Legen', 'inflected form of "lege"'],
      ['doktoren', 'synonym of "lege" ("doktor")'],
    ]);
    expect(matches.find((m) => m.text === 'Barnevernet')?.kind).toBe('inflection');
    expect(summary.language_model).toBeNull();
    expect(summary.queries.map((q: { understood_as: string }) => q.understood_as)).toEqual([
      'words',
      'entity',
      'words',
    ]);
    expect(summary.queries[1].entity).toBe('phone numbers');
    expect(summary.notices.map((n: { code: string }) => n.code)).toEqual(['AI_MODEL_NOT_CONFIGURED']);
  });

  it('English entity queries, and says that case_sensitive does not apply', async () => {
    const { matches, summary, response } = await aiSearch(premium, ['all phone numbers', 'names'], {
      case_sensitive: 'True',
    });
    expect(response.body.data.batch_summary.total_matches).toBeGreaterThanOrEqual(2);
    expect(pick(matches, 'all phone numbers')).toEqual([['912 34 567', 'entity query: phone numbers']]);
    expect(pick(matches, 'names')).toContainEqual(['Kari Nordmann', 'entity query: names']);
    expect(summary.notices.map((n: { code: string }) => n.code)).toContain('AI_CASE_SENSITIVE_IGNORED');
  });

  it('refuses AI search and regex together', async () => {
    const { response } = await aiSearch(premium, ['barn.*'], { regex: 'true' });
    expect([response.status, response.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('plain search is unchanged: no reasons, no ai_search summary', async () => {
    const response = await premium.agent.upload('/api/batch/search', [NOTE], {
      search_terms: '["barnevern"]',
    });
    expect(response.body.data.batch_summary.total_matches).toBe(2);
    expect(response.body.data.batch_summary.ai_search).toBeUndefined();
    expect(
      response.body.data.file_results[0].results.match_details.pages[0].matches[0].reason,
    ).toBeUndefined();
  });

  describe('with a language model', () => {
    it('uses its checked terms and pattern, and sends it the query only, never the document', async () => {
      llm.whenPromptHas('"barnevern"', {
        content: JSON.stringify({ terms: ['melding', 'child welfare'], regex: '\\d{4}/\\d{4}-\\d' }),
      });
      const { matches, summary } = await aiSearch(premiumWithModel, ['barnevern']);
      expect(pick(matches, 'barnevern')).toEqual([
        ['Barnevernet', 'inflected form of "barnevern"'],
        ['melding', 'the language model\'s term "melding" for "barnevern"'],
        ['Barnevernstjenesten', 'compound of "barnevern"'],
        ['2024/1234-5', 'pattern from the language model for "barnevern"'],
      ]);
      expect(summary).toMatchObject({
        language_model: 'llama3.1:8b',
        queries: [
          { term: 'barnevern', expanded_terms: ['melding', 'child welfare'], regex: '\\d{4}/\\d{4}-\\d' },
        ],
        notices: [],
      });
      expect(llm.requests).toHaveLength(1);
      const prompt = llm.requests[0]!.body.messages.map((m) => m.content).join('\n');
      expect(prompt).toContain('barnevern');
      expect(prompt).not.toMatch(/Nordmann|912 34 567|Bergen/);
    });

    it.each([
      ['matches everything', '\\w+', 'matches too much of an ordinary text'],
      ['matches the empty string', 'x*', 'matches the empty string'],
      ['uses lookaround', '(?<=Saksnummer )\\S+', 'backreferences or lookaround'],
    ])('refuses a pattern that %s and says so, and still searches', async (_name, regex, why) => {
      llm.whenPromptHas('"lege"', { content: JSON.stringify({ terms: [], regex }) });
      const { matches, summary } = await aiSearch(premiumWithModel, ['lege']);
      expect(matches.map((m) => m.kind)).toEqual(['inflection', 'synonym']);
      expect(summary.queries[0].regex).toBeNull();
      expect(summary.notices).toEqual([
        expect.objectContaining({
          code: 'AI_EXPANSION_REFUSED',
          term: 'lege',
          message: expect.stringContaining(why),
        }),
      ]);
    });

    it.each([
      ['malformed JSON', { content: '{"terms": ["lege", ' }, 'not the JSON asked for'],
      ['prose instead of JSON', { content: 'Sure! Synonyms: doktor, lege.' }, 'not the JSON asked for'],
      ['a timeout', { hang: true as const }, 'did not answer in time'],
      ['a server error', { status: 500 }, 'could not be reached or refused'],
    ])('falls back to the local search after %s, and says so', async (_name, reply, why) => {
      llm.whenPromptHas('"telefonnumre"', reply);
      const { matches, summary } = await aiSearch(premiumWithModel, ['telefonnumre']);
      expect(matches.map((m) => [m.text, m.reason])).toEqual([['912 34 567', 'entity query: phone numbers']]);
      expect(summary.notices).toEqual([
        expect.objectContaining({
          code: 'AI_EXPANSION_FAILED',
          term: 'telefonnumre',
          message: expect.stringContaining(why),
        }),
      ]);
    });

    it('reads at most 20 terms in one AI search, so one request cannot hold the shared model', async () => {
      const before = llm.requests.length;
      const terms = Array.from({ length: 21 }, (_, i) => `ord${i}`);
      const { response } = await aiSearch(premiumWithModel, terms);
      expect([response.status, response.body.error]).toEqual([
        400,
        expect.objectContaining({
          code: 'VALIDATION_ERROR',
          message: 'AI search reads at most 20 terms at a time (21 were sent). Search the rest in another run.',
        }),
      ]);
      expect(llm.requests.length).toBe(before);
    });

    it('asks once per term, and a term whose answer is nonsense does not spoil the other', async () => {
      llm.whenPromptHas('"barnevern"', { content: JSON.stringify({ terms: ['melding'] }) });
      llm.whenPromptHas('"lege"', { content: 'not json at all' });
      const { matches, summary } = await aiSearch(premiumWithModel, ['barnevern', 'lege']);
      expect(pick(matches, 'barnevern')).toContainEqual([
        'melding',
        'the language model\'s term "melding" for "barnevern"',
      ]);
      expect(pick(matches, 'lege')).toEqual([
        ['Legen', 'inflected form of "lege"'],
        ['doktoren', 'synonym of "lege" ("doktor")'],
      ]);
      expect(summary.notices.map((n: { code: string; term?: string }) => [n.code, n.term])).toEqual([
        ['AI_EXPANSION_FAILED', 'lege'],
      ]);
      expect(llm.requests).toHaveLength(2);
    });

    it('retries after a 429 and then uses the answer', async () => {
      llm.whenPromptHas(
        '"doktor"',
        { status: 429, retryAfter: '0' },
        { content: JSON.stringify({ terms: ['ringte'] }) },
      );
      const { matches, summary } = await aiSearch(premiumWithModel, ['doktor']);
      expect(matches.map((m) => m.text)).toEqual(['ringte', 'Legen', 'doktoren']);
      expect(summary.notices).toEqual([]);
      expect(llm.requests.map((r) => r.status)).toEqual([429, 200]);
    });
  });
});
