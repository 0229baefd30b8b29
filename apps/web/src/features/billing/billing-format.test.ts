import { describe, expect, it } from 'vitest';
import { featureKeyOf, formatNok, statusBadgeOf } from './billing-format.ts';

// Intl uses (narrow) no-break spaces; the tests read them as ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNok', () => {
  it('shows whole kroner on the pricing page and two decimals on the subscription pages', () => {
    expect(plain(formatNok(799, 'no'))).toBe('799 kr');
    expect(plain(formatNok(799, 'no', 2))).toBe('799,00 kr');
    expect(plain(formatNok(24900, 'no', 2))).toBe('24 900,00 kr');
    expect(plain(formatNok(799, 'en', 2))).toBe('NOK 799.00');
    expect(plain(formatNok(2490.5, 'en', 2))).toBe('NOK 2,490.50');
  });

  it('falls back to Norwegian for a language it does not know', () => {
    expect(plain(formatNok(299, undefined, 2))).toBe('299,00 kr');
  });
});

describe('statusBadgeOf', () => {
  it('gives every status of the contract its own key, active in green and trouble in warm colours', () => {
    expect(statusBadgeOf('active')).toEqual({ key: 'active', color: 'teal' });
    expect(statusBadgeOf('trialing').key).toBe('trialing');
    expect(statusBadgeOf('past_due').color).toBe('orange');
    expect(statusBadgeOf('unpaid').color).toBe('red');
    for (const status of ['canceled', 'incomplete', 'expired', 'inactive'])
      expect(statusBadgeOf(status).key).toBe(status);
  });

  it('shows any other status as Unknown', () => {
    expect(statusBadgeOf('paused')).toEqual({ key: 'unknown', color: 'gray' });
    expect(statusBadgeOf(undefined).key).toBe('unknown');
    expect(statusBadgeOf('ACTIVE').key).toBe('unknown');
  });
});

describe('featureKeyOf', () => {
  it('reads the catalogue codes whatever their case', () => {
    expect(featureKeyOf('Advanced_search')).toBe('advanced_search');
    expect(featureKeyOf(' sso ')).toBe('sso');
  });
});
