import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_LIMITS } from '@sladd/contract';
import { signUpAndLogIn, type SignedIn } from '../test/accounts.ts';
import { makeCasePdf, multipart } from '../test/pdfs.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const CASE = { name: 'sak.pdf', bytes: makeCasePdf(1) };

/** Uploads are parsed before any data is touched, so SQLite is enough here. */
describe('malformed multipart bodies get a 4xx that says what is wrong', () => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    user = await signUpAndLogIn(t);
  });
  afterAll(async () => t.close());

  const post = (payload: Buffer, contentType: string) =>
    user.agent.request('POST', '/api/batch/search', payload, { 'content-type': contentType });
  const good = () => multipart([CASE], { search_terms: '["Kari"]' });

  it('no boundary in the content type', async () => {
    const response = await post(good().payload, 'multipart/form-data');
    expect([response.status, response.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(response.body.error.message).toContain('boundary');
  });

  it('a boundary that is not the one used in the body', async () => {
    const response = await post(good().payload, 'multipart/form-data; boundary=not-the-real-one');
    expect([response.status, response.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(response.body.error.message).toContain('boundary does not match');
  });

  it('a body cut off in the middle of the file', async () => {
    const form = good();
    const cut = form.payload.subarray(0, Math.floor(form.payload.length * 0.6));
    const response = await post(cut, form.headers['content-type']);
    expect([response.status, response.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(response.body.error.message).toContain('cut off');
  });

  it('a text field over the 2 MB limit is called too large, not invalid JSON', async () => {
    const huge = JSON.stringify(['x'.repeat(RESOURCE_LIMITS.maxFieldBytes)]);
    const form = multipart([CASE], { search_terms: huge });
    const response = await post(form.payload, form.headers['content-type']);
    expect([response.status, response.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(response.body.error.message).toBe('The field "search_terms" is larger than 2 MB.');
  });
});
