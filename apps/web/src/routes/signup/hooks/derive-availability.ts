export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

interface AvailabilityInput {
  /** The typed value passes the contract's schema (only then is it worth asking). */
  isValid: boolean;
  /** The debounce has caught up with the typed value. */
  isSettled: boolean;
  isFetching: boolean;
  isError: boolean;
  available: boolean | undefined;
}

/** The inline state of a live availability check (spec 1 §4): checking, available, taken or unknown. */
export function deriveAvailability(input: AvailabilityInput): Availability {
  if (!input.isValid) return 'idle';
  if (!input.isSettled || input.isFetching) return 'checking';
  if (input.isError) return 'unknown';
  if (input.available === undefined) return 'checking';
  return input.available ? 'available' : 'taken';
}
