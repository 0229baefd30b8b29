import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUp } from './workspace-server.ts';

/** A signed-in person in a browser context of their own. */
export interface Person {
  context: BrowserContext;
  page: Page;
  email: string;
  /** The username signUp made: the e-mail's local part. */
  username: string;
}

type Server = Parameters<typeof signUp>[0];

/**
 * A new verified user, signed in, in a fresh context in `language` (light theme; a test may switch
 * the language later), accepting downloads, with a 20 s default timeout.
 */
export async function newPerson(
  browser: Browser,
  server: Server,
  options: { language: 'no' | 'en'; viewport?: { width: number; height: number } },
): Promise<Person> {
  const context = await browser.newContext({
    locale: options.language === 'no' ? 'nb-NO' : 'en-GB',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
    localStorage.setItem('theme', 'light');
  }, options.language);
  const { email } = await signUp(server, context, { isPremium: false });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page, email, username: email.split('@')[0]! };
}

/**
 * An API call as `who` (their cookies and CSRF token), in the organization `orgId` when given (the
 * org_id header), JSON or multipart. Fails the test unless the envelope says success; answers its data.
 */
export async function callAs(
  server: Server,
  who: Person,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { data?: unknown; multipart?: Record<string, unknown>; orgId?: string } = {},
): Promise<unknown> {
  const csrf = (await who.context.cookies(server.baseUrl)).find((c) => c.name === 'csrf_token')?.value;
  const response = await who.context.request.fetch(`${server.baseUrl}/api${path}`, {
    method,
    ...(options.data === undefined ? {} : { data: options.data }),
    ...(options.multipart === undefined ? {} : { multipart: options.multipart as never }),
    headers: {
      ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
      ...(options.orgId ? { org_id: options.orgId } : {}),
    },
  });
  const body = (await response.json()) as { success: boolean; data?: unknown };
  expect(body.success, `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** A screenshot for review, when SHOTS_DIR names a folder. */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`) });
}
