import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/accounts.ts';
import { makeCasePdf, multipart } from '../../test/pdfs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => t.close());

it('stops working on a batch when the client disconnects (the stop button)', async () => {
  const user = await signUpAndLogIn(t);
  await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const files = Array.from({ length: 10 }, (_, i) => ({ name: `sak-${i}.pdf`, bytes: makeCasePdf(40) }));
  const form = multipart(files, { use_fast: 'True', requested_entities: '["ALL_FAST"]', threshold: '0.5' });
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
  while (!text.includes('event: page_completed')) text += new TextDecoder().decode((await reader.read()).value);
  expect(t.pool.pending()).toBeGreaterThan(0);
  controller.abort();

  const deadline = Date.now() + 3000;
  while (t.pool.pending() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(t.pool.pending()).toBe(0);
  await new Promise((r) => setTimeout(r, 200));
  const usage = (await user.agent.get('/api/subscription/current')).body.data.usage;
  expect(usage.pages_used).toBeLessThan(400);
});
