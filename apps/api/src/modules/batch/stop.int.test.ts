import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf, multipart } from '../../test/pdfs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const FORM = { use_fast: 'True', requested_entities: '["ALL_FAST"]', threshold: '0.5' };

async function premiumUser(): Promise<SignedIn> {
  const user = await signUpAndLogIn(t);
  await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
  return user;
}

/** Starts a streamed batch and reads until `until` appears; returns what was read and the abort. */
async function startBatch(user: SignedIn, form: ReturnType<typeof multipart>, until: string) {
  const cookie = [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const controller = new AbortController();
  const response = await fetch(`${address}/api/batch/multi_detect?stream=true`, {
    method: 'POST',
    body: form.payload,
    headers: { ...form.headers, cookie, 'x-csrf-token': user.agent.jar.get('csrf_token')! },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes(until)) text += new TextDecoder().decode((await reader.read()).value);
  return { text, stop: () => controller.abort() };
}

async function expectPoolDrained() {
  const deadline = Date.now() + 3000;
  while (t.pool.pending() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(t.pool.pending()).toBe(0);
  await new Promise((r) => setTimeout(r, 200));
}

it('stops working on a batch when the client disconnects (the stop button)', async () => {
  const user = await premiumUser();
  const files = Array.from({ length: 10 }, (_, i) => ({ name: `sak-${i}.pdf`, bytes: makeCasePdf(40) }));
  // Options after the files: nothing starts before the upload has ended, so the batch is surely
  // still running at its first page.
  const batch = await startBatch(
    user,
    multipart(files, FORM, 'files', { filesFirst: true }),
    'event: page_completed',
  );
  expect(t.pool.pending()).toBeGreaterThan(0);
  batch.stop();
  await expectPoolDrained();
  const usage = (await user.agent.get('/api/subscription/current')).body.data.usage;
  expect(usage.pages_used).toBeLessThan(400);
});

it('stops a batch that started during its upload as well', async () => {
  const user = await premiumUser();
  // 1,200 pages: seconds of work on two threads, far more than the in-memory upload takes.
  const files = Array.from({ length: 20 }, (_, i) => ({ name: `stor-${i}.pdf`, bytes: makeCasePdf(60) }));
  const batch = await startBatch(user, multipart(files, FORM), 'event: reading_files');
  batch.stop();
  await expectPoolDrained();
  const usage = (await user.agent.get('/api/subscription/current')).body.data.usage;
  expect(usage.pages_used).toBeLessThan(1200);
});
