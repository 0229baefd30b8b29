import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// AUTH_SECRET is given so loading the configuration writes nothing to disk.
const BASE = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/sladd-config-test' };

describe('language model configuration', () => {
  it('is off unless LLM_BASE_URL and LLM_MODEL are set', () => {
    expect(loadConfig(BASE).llm).toBeUndefined();
  });

  it('reads the endpoint, the model and the limits with their defaults', () => {
    const config = loadConfig({
      ...BASE,
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1:8b',
    });
    expect(config.llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1:8b',
      apiKey: undefined,
      concurrency: 2,
      timeoutMs: 60_000,
      maxRetries: 3,
    });
    const tuned = loadConfig({
      ...BASE,
      LLM_BASE_URL: 'https://api.openai.com/v1',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_API_KEY: 'sk-abc',
      LLM_CONCURRENCY: '4',
      LLM_TIMEOUT_MS: '120000',
      LLM_MAX_RETRIES: '0',
    });
    expect(tuned.llm).toMatchObject({ apiKey: 'sk-abc', concurrency: 4, timeoutMs: 120_000, maxRetries: 0 });
  });

  it('stops at start with a clear message when half of it or a limit is wrong', () => {
    expect(() => loadConfig({ ...BASE, LLM_MODEL: 'llama3.1:8b' })).toThrow('LLM_MODEL needs LLM_BASE_URL');
    expect(() => loadConfig({ ...BASE, LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      'LLM_BASE_URL needs LLM_MODEL',
    );
    expect(() => loadConfig({ ...BASE, LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'x' })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() =>
      loadConfig({
        ...BASE,
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'x',
        LLM_CONCURRENCY: '0',
      }),
    ).toThrow(/LLM_CONCURRENCY/);
  });
});
