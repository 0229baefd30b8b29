import {
  batchSearchOperation,
  detectStreamEventSchema,
  extractOperation,
  findWordsOperation,
  importSettingsOperation,
  type MultipartRouteDef,
  multiDetectOperation,
} from '@sladd/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf, makeScanPdf, makeTextPdf, multipart } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

const CASE = { name: 'sak.pdf', bytes: makeCasePdf(2) };
const SCAN = { name: 'skann.pdf', bytes: makeScanPdf(makeTextPdf([['Kari Nordmann bor i Verdal']])) };
const BROKEN = { name: 'broken.pdf', bytes: new TextEncoder().encode('not a pdf at all') };

/**
 * Parses a real answer with the contract's schema and expects nothing lost: a field the server
 * sends that the contract does not describe (zod drops it) fails as surely as a wrong type.
 */
function expectDescribedBy(schema: z.ZodType, answer: unknown): void {
  const parsed = schema.safeParse(answer);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(answer);
}

const jsonAnswer = (operation: MultipartRouteDef) => operation.responses[200]!.content['application/json']!;

describe.each(testDialects())('the PDF operations answer what their contracts say, on %s', (dialect) => {
  let t: TestApp;
  let premium: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    premium = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(premium.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  it('extract, with OCR', async () => {
    const response = await premium.agent.upload('/api/pdf/extract?ocr=auto', [SCAN]);
    expect(response.status).toBe(200);
    expectDescribedBy(jsonAnswer(extractOperation), response.body);
  });

  it('search: a file with matches, and a file that could not be read', async () => {
    const response = await premium.agent.upload('/api/batch/search', [CASE, BROKEN], {
      search_terms: '["Kari","Nordmann"]',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.file_results.map((r: { status: string }) => r.status)).toEqual([
      'success',
      'error',
    ]);
    expectDescribedBy(jsonAnswer(batchSearchOperation), response.body);
  });

  it('find words', async () => {
    const response = await premium.agent.upload('/api/batch/find_words', [CASE], {
      bounding_box: JSON.stringify({ page: 1, x0: 60, y0: 60, x1: 250, y1: 90 }),
    });
    expect(response.status).toBe(200);
    expectDescribedBy(jsonAnswer(findWordsOperation), response.body);
  });

  const detectForm = { requested_entities: '["ALL_FAST"]', threshold: '0.5' };

  it('detect as JSON', async () => {
    const response = await premium.agent.upload('/api/batch/multi_detect', [CASE, BROKEN], detectForm);
    expect(response.status).toBe(200);
    expectDescribedBy(jsonAnswer(multiDetectOperation), response.body);
  });

  it('detect as a stream: every event, OCR and errors included', async () => {
    const response = await premium.agent.upload('/api/batch/multi_detect?stream=true', [CASE, SCAN, BROKEN], {
      ...detectForm,
      requested_entities: '["ALL_FAST","ALL_STANDARD"]',
    });
    const events = response.raw.body
      .split('\n\n')
      .filter((block: string) => block.startsWith('event:'))
      .map((block: string) => ({
        event: /^event: (.*)$/m.exec(block)![1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
      }));
    const names = new Set(events.map((e: { event?: string }) => e.event));
    // Every kind of event the contract lists came at least once, so each was checked (but the
    // heartbeat, which comes every 10 s: its shape is checked by the typed sender, sse.ts).
    const listed = detectStreamEventSchema.options
      .map((o) => o.shape.event.value)
      .filter((name) => name !== 'heartbeat');
    // A slow machine may also send a heartbeat here; it is checked like every other event.
    expect([...names].filter((name) => name !== 'heartbeat').sort()).toEqual(listed.sort());
    for (const event of events) expectDescribedBy(detectStreamEventSchema, event);
  }, 180_000);

  it('settings import', async () => {
    const exported = await premium.agent.get('/api/settings/export');
    const form = multipart(
      [{ name: 'settings.json', bytes: new TextEncoder().encode(JSON.stringify(exported.body.data)) }],
      {},
      'file',
    );
    const body = Buffer.from(
      form.payload
        .toString('latin1')
        .replace('Content-Type: application/pdf', 'Content-Type: application/json'),
      'latin1',
    );
    const imported = await premium.agent.request('POST', '/api/settings/import', body, form.headers);
    expect(imported.status).toBe(200);
    expectDescribedBy(jsonAnswer(importSettingsOperation), imported.body);
  });
});
