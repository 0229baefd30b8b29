import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// AUTH_SECRET is given so loading the configuration writes nothing to disk.
const BASE = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/sladd-config-test' };

describe('METRICS_TOKEN', () => {
  it('is off when unset or empty', () => {
    expect(loadConfig(BASE).metricsToken).toBeUndefined();
    expect(loadConfig({ ...BASE, METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
  });

  it('is read when long enough', () => {
    const token = 'a'.repeat(32);
    expect(loadConfig({ ...BASE, METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('stops the start with a clear message when shorter than 32 characters, never echoing it', () => {
    const load = () => loadConfig({ ...BASE, METRICS_TOKEN: 'short-token-1234' });
    expect(load).toThrow(/METRICS_TOKEN: METRICS_TOKEN must be at least 32 characters/);
    expect(load).not.toThrow(/short-token-1234/);
  });
});
