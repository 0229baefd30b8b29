import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// AUTH_SECRET is given so loading the configuration writes nothing to disk.
const BASE = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/sladd-config-test' };

describe('CSP_REPORTS', () => {
  it('is off when unset', () => {
    expect(loadConfig(BASE).cspReports).toBe(false);
    expect(loadConfig({ ...BASE, CSP_REPORTS: 'off' }).cspReports).toBe(false);
  });

  it('is on with CSP_REPORTS=on', () => {
    expect(loadConfig({ ...BASE, CSP_REPORTS: 'on' }).cspReports).toBe(true);
  });

  it('stops the start with a clear message on any other value', () => {
    expect(() => loadConfig({ ...BASE, CSP_REPORTS: 'yes' })).toThrow(
      /CSP_REPORTS: must be on or off \(leave it unset for off\)/,
    );
  });
});
