import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/accounts.ts';
import { makeCasePdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

const API_DOC = resolve(import.meta.dirname, '../../../../../docs/API.md');

/** Runs bash without blocking this process's event loop (the server under test lives here). No
 * startup files: a bash whose stdin is a socket (as node's pipes are) would otherwise read bashrc. */
async function bash(script: string, options: { cwd: string; env: NodeJS.ProcessEnv }) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'bash',
      ['--norc', '-euo', 'pipefail', '-c', script],
      {
        ...options,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Every ```sh block of docs/API.md, in order, exactly as a reader would paste them. */
function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

describe('docs/API.md', () => {
  let t: TestApp;
  let dir: string;
  let url: string;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
    key = (await user.agent.post('/api/api-keys', { name: 'Docs example' })).body.data.key;
    dir = mkdtempSync(join(tmpdir(), 'sladd-api-doc-'));
    writeFileSync(join(dir, 'case.pdf'), makeCasePdf(2));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('its curl examples detect and redact a PDF with an API key, as written', async () => {
    const blocks = shellBlocks(readFileSync(API_DOC, 'utf8'));
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    const run = await bash(blocks.join('\n'), {
      cwd: dir,
      env: { ...process.env, SLADD_URL: url, SLADD_API_KEY: key },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('PERSON_F');
    expect(run.stdout).toMatch(/x-sladd-verification: \S+/i);
    expect(run.stdout).toContain('event: batch_completed');
    expect(run.stdout).toContain('912 34 567: entity query: phone numbers');
    expect(run.stdout).toContain('Vedtaket: inflected form of "vedtak"');

    const detected = JSON.parse(readFileSync(join(dir, 'detected.json'), 'utf8'));
    const names = detected.data.file_results[0].results.redaction_mapping.pages
      .flatMap((p: { sensitive: { entity_type: string; original_text: string }[] }) => p.sensitive)
      .filter((s: { entity_type: string }) => s.entity_type === 'PERSON_F')
      .map((s: { original_text: string }) => s.original_text);
    expect(names.length).toBeGreaterThan(0);
    const before = execFileSync('pdftotext', [join(dir, 'case.pdf'), '-'], { encoding: 'utf8' });
    const after = execFileSync('pdftotext', [join(dir, 'case-redacted.pdf'), '-'], { encoding: 'utf8' });
    for (const name of names) {
      expect(before).toContain(name);
      expect(after).not.toContain(name);
    }
  });

  it('without a key the examples stop at once with a message', async () => {
    const [setup] = shellBlocks(readFileSync(API_DOC, 'utf8'));
    const { SLADD_API_KEY: _unused, ...env } = process.env;
    const run = await bash(setup!, { cwd: dir, env });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Set SLADD_API_KEY');
  });
});
