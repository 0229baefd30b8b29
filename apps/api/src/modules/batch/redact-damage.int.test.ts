// The visual check as the API answers it: a redaction whose output lost its images (the test hook
// SLADD_TEST_DAMAGE_OUTPUT, honoured only under NODE_ENV=test) is refused with the page named, and
// no file is answered. The hook is read by the PDF worker threads, which copy the environment when
// they start, so it is set before the app (and its pool) is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCaseWithLogoPdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('redaction refuses an output that does not look as before', () => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    process.env.SLADD_TEST_DAMAGE_OUTPUT = 'drop-images';
    t = await createTestApp('sqlite');
    user = await signUpAndLogIn(t);
  });
  afterAll(async () => {
    delete process.env.SLADD_TEST_DAMAGE_OUTPUT;
    await t.close();
  });

  it('answers 422 REDACTION_VERIFICATION_FAILED naming the page, with no file and no certificate header', async () => {
    const file = { name: 'sak.pdf', bytes: makeCaseWithLogoPdf(2) };
    const response = await user.agent.upload('/api/batch/redact', [file], {
      mappings: JSON.stringify({
        'sak.pdf': {
          pages: [
            { page: 1, sensitive: [{ entity_type: 'MANUAL', bbox: { x0: 60, y0: 62, x1: 110, y1: 80 } }] },
          ],
        },
      }),
    });
    expect([response.status, response.body.error.code]).toEqual([422, 'REDACTION_VERIFICATION_FAILED']);
    expect(response.body.error.message).toMatch(
      /sak\.pdf: Redaction could not be confirmed: page [12] would look different outside the marks/,
    );
    expect(response.raw.headers['content-type']).toContain('application/json');
    expect(response.raw.headers['x-sladd-verification']).toBeUndefined();
  });
});
