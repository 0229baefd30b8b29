// Valid Norwegian identifiers for the benchmark corpus: the detector's validators reject numbers
// with wrong check digits, so a corpus of random digits would measure the wrong thing.

/** A seeded PRNG (mulberry32): the same corpus on every run, so figures are comparable. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

export type Random = ReturnType<typeof createRandom>;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** mod-11 check digit with the given weights, or null when the remainder makes the number invalid. */
function mod11(digits: number[], weights: number[]): number | null {
  const sum = digits.reduce((acc, digit, i) => acc + digit * weights[i]!, 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** A fødselsnummer (11 digits, both mod-11 check digits valid) for someone born 1940–2004. */
export function makeFodselsnummer(random: Random): string {
  for (;;) {
    const year = random.int(1940, 2004);
    const base = `${pad(random.int(1, 28), 2)}${pad(random.int(1, 12), 2)}${pad(year % 100, 2)}`;
    const individual = year < 2000 ? random.int(0, 499) : random.int(500, 999);
    const digits = [...`${base}${pad(individual, 3)}`].map(Number);
    const k1 = mod11(digits, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    if (k1 === null) continue;
    const k2 = mod11([...digits, k1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (k2 === null) continue;
    return `${digits.join('')}${k1}${k2}`;
  }
}

/** A kontonummer "XXXX.XX.XXXXX" with a valid mod-11 check digit. */
export function makeKontonummer(random: Random): string {
  for (;;) {
    const digits = Array.from({ length: 10 }, (_, i) => (i === 0 ? random.int(1, 9) : random.int(0, 9)));
    const check = mod11(digits, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (check === null) continue;
    const all = `${digits.join('')}${check}`;
    return `${all.slice(0, 4)}.${all.slice(4, 6)}.${all.slice(6)}`;
  }
}

/** A Norwegian mobile or landline number, written the ways case files write them. */
export function makePhoneNumber(random: Random): string {
  const digits = `${random.pick(['4', '9', '2'])}${pad(random.int(0, 9999999), 7)}`;
  const spaced = `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
  return random.pick([spaced, `+47 ${spaced}`, digits]);
}
