import { describe, expect, it } from 'vitest';
import { findTexts } from '../test-data.ts';
import { licensePlateRecognizer } from './license-plate.ts';

describe('NO_LICENSE_PLATE_F, forms beyond the plain Norwegian layout', () => {
  it('reads five digits written 2 + 3', () => {
    expect(findTexts(licensePlateRecognizer, 'a work van, EL 71 904, registered to')).toEqual(['EL 71 904']);
  });

  it('takes letter pairs that are usually abbreviations only with a vehicle word nearby', () => {
    expect(findTexts(licensePlateRecognizer, "The suspect's car, a grey VW Passat SV 48213, was")).toEqual([
      'SV 48213',
    ]);
    expect(findTexts(licensePlateRecognizer, 'ref. SV 48213 og St 12345', 0)).toEqual([]);
  });

  it('takes foreign plates after a registration word only', () => {
    expect(findTexts(licensePlateRecognizer, 'varebil, litauisk reg.nr. KTM 482')).toEqual(['KTM 482']);
    expect(findTexts(licensePlateRecognizer, '(polsk reg. tidligere WX 4418K)')).toEqual(['WX 4418K']);
    expect(findTexts(licensePlateRecognizer, 'Sak KTM 482 og bil WX 4418K', 0)).toEqual([]);
  });

  it('leaves a US state and ZIP code in an address alone, but not a plate after a vehicle word (issue 30, item 15)', () => {
    expect(findTexts(licensePlateRecognizer, '1200 New Jersey Ave SE, Washington, DC 20590', 0)).toEqual([]);
    expect(findTexts(licensePlateRecognizer, 'Seal Beach, CA 90740-5615, USA', 0)).toEqual([]);
    expect(findTexts(licensePlateRecognizer, 'PO Box 12, Austin TX 78701-1234', 0)).toEqual([]);
    // Without the address shape the pair is a plate as before, and a vehicle word keeps it one.
    expect(findTexts(licensePlateRecognizer, 'Kjøretøyet CA 90740 ble stanset')).toEqual(['CA 90740']);
    expect(findTexts(licensePlateRecognizer, 'the car, Oslo, CA 90740, was towed')).toEqual(['CA 90740']);
  });
});
