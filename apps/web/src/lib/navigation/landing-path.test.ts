import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path.ts';

describe('landingPath', () => {
  it('prefers the remembered page over a plan', () => {
    expect(landingPath('?plan=pro_monthly', '/settings')).toBe('/settings');
  });

  it('ignores a remembered path that would leave the site', () => {
    expect(landingPath('', '//evil.example/x')).toBe('/playground');
    expect(landingPath('', 'https://evil.example')).toBe('/playground');
  });

  it('encodes the plan code', () => {
    expect(landingPath('?plan=a%26b')).toBe('/subscription/checkout?plan=a%26b');
  });
});
