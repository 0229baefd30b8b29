import { describe, expect, it } from 'vitest';
import { requestedModelOf, splitStandInReason } from './engine-hit.ts';

describe('engine of a hit', () => {
  it('is the method of the entity code the person asked for, whoever answered', () => {
    expect(requestedModelOf('PERSON_A', 'standard')).toBe('advanced');
    expect(requestedModelOf('HEALTH_INFO_S', 'standard')).toBe('standard');
    expect(requestedModelOf('medical condition', 'standard')).toBe('standard');
    expect(requestedModelOf('NO_FODSELSNUMMER_F', 'fast')).toBe('fast');
  });

  it('falls back to the engine that answered, then to fast, for codes it does not know', () => {
    expect(requestedModelOf('SHOE_SIZE', 'advanced')).toBe('advanced');
    expect(requestedModelOf(undefined, 'nonsense')).toBe('fast');
  });

  it('splits why the standard engine answered from the rule’s own reason', () => {
    expect(
      splitStandInReason(
        'answered by the standard engine (no language model is configured): age after an age word',
      ),
    ).toEqual({ standIn: 'noModel', reason: 'age after an age word' });
    expect(
      splitStandInReason(
        "found by the standard engine's recogniser alongside the language model: phone number valid for Norway",
      ),
    ).toEqual({ standIn: 'besideModel', reason: 'phone number valid for Norway' });
    expect(splitStandInReason('age after an age word')).toEqual({ reason: 'age after an age word' });
    expect(splitStandInReason(undefined)).toEqual({ reason: undefined });
  });
});
