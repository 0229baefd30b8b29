import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf, makeTextPdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

type Event = { event: string; data: Record<string, any> };
const parse = (body: string): Event[] =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
    }));

const FORM = { use_fast: 'True', requested_entities: '["ALL_FAST"]', threshold: '0.5', remove_words: '[]' };
// Three uploads under one name: two pages about Kari, a file that is not a PDF, one page about Ola.
const FILES = [
  { name: 'vedtak.pdf', bytes: makeCasePdf(2) },
  { name: 'vedtak.pdf', bytes: new TextEncoder().encode('not a pdf') },
  { name: 'vedtak.pdf', bytes: makeTextPdf([['Ola Hansen har e-post ola.hansen@example.no.']]) },
];

const texts = (event: Event): string[] =>
  (event.data.results?.redaction_mapping?.pages ?? []).flatMap(
    (p: { sensitive: { original_text: string }[] }) => p.sensitive.map((s) => s.original_text),
  );

describe.each(testDialects())('detection stream with files of the same name on %s', (dialect) => {
  let t: TestApp;
  let premium: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    premium = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(premium.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  it.each([
    ['options first (each file starts on arrival)', false],
    ['files first', true],
  ])('every event about a file names its upload position: %s', async (_name, filesFirst) => {
    const response = await premium.agent.upload('/api/batch/multi_detect?stream=true', FILES, FORM, {
      filesFirst,
    });
    const events = parse(response.raw.body);
    const aboutFile = events.filter((e) => 'file_name' in e.data);
    expect(aboutFile.every((e) => Number.isInteger(e.data.file_index))).toBe(true);

    const byIndex = (index: number) => aboutFile.filter((e) => e.data.file_index === index);
    const kari = byIndex(0);
    expect(kari.map((e) => e.event)).toEqual([
      'file_started',
      'page_started',
      'page_completed',
      'page_started',
      'page_completed',
      'file_completed',
    ]);
    expect(kari.flatMap(texts).join(' ')).toContain('kari.nordmann@example.no');
    expect(kari.flatMap(texts).join(' ')).not.toContain('ola.hansen');

    expect(byIndex(1)).toEqual([
      expect.objectContaining({ event: 'error', data: expect.objectContaining({ error_code: 'NOT_A_PDF' }) }),
    ]);

    const ola = byIndex(2);
    expect(ola.filter((e) => e.event === 'page_completed')).toHaveLength(1);
    expect(ola.flatMap(texts).join(' ')).toContain('ola.hansen@example.no');
    expect(ola.flatMap(texts).join(' ')).not.toContain('kari');
    expect(ola.find((e) => e.event === 'file_completed')!.data.total_pages).toBe(1);
  });
});
