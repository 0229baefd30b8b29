import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// AUTH_SECRET is given so loading the configuration writes nothing to disk.
const BASE = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/sladd-config-test' };
const README = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
const HEADINGS = [...README.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim());

/** The start-up error a configuration gives, or '' when it loads. */
function startupError(env: Record<string, string>): string {
  try {
    loadConfig({ ...BASE, ...env });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('start-up errors that send the operator to the README', () => {
  it.each([
    ['BILLING=stripe without its keys', { BILLING: 'stripe' }, 'Payments'],
    ['LLM_MODEL without LLM_BASE_URL', { LLM_MODEL: 'qwen' }, 'Pointing Sladd at a language model'],
    ['JOBS=queue without REDIS_URL', { JOBS: 'queue' }, 'Scale-out with workers'],
  ])('%s names a section the README has', (_case, env, section) => {
    const message = startupError(env);
    const named = [...message.matchAll(/see the README, "([^"]+)"/g)].map((match) => match[1]);
    expect(named).toEqual([section]);
    expect(HEADINGS).toContain(section);
  });
});
