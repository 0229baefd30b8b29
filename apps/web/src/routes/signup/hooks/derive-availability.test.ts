import { describe, expect, it } from 'vitest';
import { deriveAvailability } from './derive-availability.ts';

const settled = { isValid: true, isSettled: true, isFetching: false, isError: false, available: undefined };

describe('deriveAvailability', () => {
  it('says nothing while the value is not valid (the field shows its own error)', () => {
    expect(deriveAvailability({ ...settled, isValid: false, available: true })).toBe('idle');
  });

  it('is checking while the debounce waits or the request runs', () => {
    expect(deriveAvailability({ ...settled, isSettled: false, available: true })).toBe('checking');
    expect(deriveAvailability({ ...settled, isFetching: true })).toBe('checking');
  });

  it('reports available, taken, or unknown when the check failed', () => {
    expect(deriveAvailability({ ...settled, available: true })).toBe('available');
    expect(deriveAvailability({ ...settled, available: false })).toBe('taken');
    expect(deriveAvailability({ ...settled, isError: true })).toBe('unknown');
  });
});
