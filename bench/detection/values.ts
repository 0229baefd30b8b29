// Realistic values for the detection set, each valid where a checksum applies (the validators
// would rightly reject random digits). All made up; none belongs to a real person or account.
import postalCodes from 'norway-postal-codes';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { completeIban } from '../../packages/detect/src/validators/iban.ts';
import { completeAccountNumber } from '../../packages/detect/src/validators/mod11.ts';
import { isValidPersonNumber } from '../../packages/detect/src/validators/fodselsnummer.ts';
import { makeFodselsnummer, type Random } from '../norwegian-ids.ts';

const FIRST = [
  'Kari',
  'Ola',
  'Ingrid',
  'Lars',
  'Sigrid',
  'Per',
  'Astrid',
  'Knut',
  'Solveig',
  'Håkon',
  'Marit',
  'Emil',
  'Nora',
  'Jonas',
  'Aisha',
  'Mohammed',
  'Linnea',
  'Tobias',
  'Hedda',
  'Sander',
];
// Includes surnames that are also place names (Berg, Vik, Moen, Lund, Foss, Sand) to catch a place rule tagging names.
const LAST = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Berg',
  'Vik',
  'Moen',
  'Lund',
  'Foss',
  'Sand',
  'Haugen',
  'Bakken',
  'Solberg',
  'Strand',
  'Lie',
  'Nguyen',
  'Ali',
  'Kristiansen',
];
const STREETS = [
  'Storgata',
  'Kirkegata',
  'Dronningens gate',
  'Fjellveien',
  'Torggata',
  'Skolevegen',
  'Markveien',
  'Kongens gate',
  'Øvre Slottsgate',
  'Skippergata',
  'Parkveien',
  'Solbakken',
  'Havnegata',
  'Sjøgata',
  'Nygata',
];
// Towns and municipalities named in running text (all exist in the postal register).
export const TOWNS = [
  'Tromsø',
  'Bodø',
  'Lillehammer',
  'Hamar',
  'Kongsberg',
  'Arendal',
  'Ålesund',
  'Molde',
  'Steinkjer',
  'Gjøvik',
  'Narvik',
  'Harstad',
  'Alta',
  'Kristiansund',
  'Sandnes',
  'Drammen',
  'Skien',
  'Larvik',
  'Halden',
  'Sarpsborg',
  'Fredrikstad',
  'Mo i Rana',
  'Vadsø',
  'Hammerfest',
  'Førde',
  'Voss',
  'Elverum',
  'Kongsvinger',
  'Notodden',
  'Levanger',
  'Namsos',
  'Sortland',
  'Flekkefjord',
  'Brumunddal',
  'Eidsvoll',
  'Fauske',
  'Røros',
  'Oppdal',
  'Tynset',
  'Kirkenes',
  'Finnsnes',
  'Sogndal',
  'Stryn',
  'Orkanger',
  'Stjørdal',
  'Verdal',
  'Rjukan',
  'Sauda',
  'Kvinesdal',
  'Mosjøen',
  'Brønnøysund',
  'Lyngdal',
  'Mandal',
  'Egersund',
  'Kopervik',
  'Leknes',
  'Svolvær',
  'Vinstra',
  'Otta',
  'Gol',
];

const PLACES = Object.entries(postalCodes as Record<string, string>).filter(
  ([, place]) => !/DEP|SENTRUM|POSTTERMINAL/.test(place),
);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

/** "MO I RANA" → "Mo i Rana". */
export function toTitleCase(place: string): string {
  return place
    .toLowerCase()
    .replace(/(^|[ -])(\p{L})/gu, (all, sep: string, ch: string) =>
      sep === ' ' && ['i', 'på'].includes(all.trim()) ? all : sep + ch.toUpperCase(),
    );
}

export function makeName(random: Random): string {
  return `${random.pick(FIRST)} ${random.pick(LAST)}`;
}

export function makeLastName(random: Random): string {
  return random.pick(LAST);
}

export function makeFirstName(random: Random): string {
  return random.pick(FIRST);
}

/** A real postal code and its town, title-cased or (as many letters print it) in capitals. */
export function makePostal(random: Random, capitals = random.next() < 0.4): string {
  const [code, place] = random.pick(PLACES);
  return `${code} ${capitals ? place : toTitleCase(place)}`;
}

/** A street address in one of the layouts letters use: one line, town on the next line, comma or not. */
export function makeStreetAddress(random: Random): string {
  const street = `${random.pick(STREETS)} ${random.int(1, 120)}${random.next() < 0.15 ? random.pick(['A', 'B']) : ''}`;
  const postal = makePostal(random);
  const [code, town] = [postal.slice(0, 4), postal.slice(5)];
  return random.pick([
    `${street}, ${postal}`,
    `${street}\n${postal}`,
    `${street} ${postal}`,
    `${street}, ${code}\n${town}`,
  ]);
}

export function makePostBox(random: Random): string {
  const box = `${random.pick(['Postboks', 'Postboks', 'Pb.'])} ${random.int(1, 9999)}${random.next() < 0.25 ? random.pick([' Sentrum', ' Dep']) : ''}`;
  return random.pick([
    `${box}, ${makePostal(random)}`,
    `${box}\n${makePostal(random)}`,
    `${box} ${makePostal(random)}`,
  ]);
}

function groupPhone(national: string, random: Random): string {
  return random.pick([
    national,
    `${national.slice(0, 3)} ${national.slice(3, 5)} ${national.slice(5)}`,
    `${national.slice(0, 2)} ${national.slice(2, 4)} ${national.slice(4, 6)} ${national.slice(6)}`,
  ]);
}

/** A Norwegian phone number; `unlisted` picks a range the numbering plan does not list (needs a label to be found). */
export function makePhone(random: Random, unlisted = false): string {
  for (;;) {
    const national =
      `${random.pick(unlisted ? ['49', '58', '59', '42', '43'] : ['9', '4', '2', '5', '7', '3', '6'])}${digits(random, 7)}`.slice(
        0,
        8,
      );
    const valid = parsePhoneNumberFromString(national, 'NO')?.isValid() ?? false;
    if (valid === unlisted) continue;
    return random.pick([
      groupPhone(national, random),
      `+47 ${groupPhone(national, random)}`,
      `+47${national}`,
      `0047 ${national}`,
    ]);
  }
}

const IBAN_BBAN: Record<string, (random: Random) => string> = {
  DE: (r) => digits(r, 18),
  SE: (r) => digits(r, 20),
  DK: (r) => digits(r, 14),
  FI: (r) => digits(r, 14),
  PL: (r) => digits(r, 24),
  ES: (r) => digits(r, 20),
  FR: (r) => digits(r, 23),
  GB: (r) => `${r.pick(['NWBK', 'BARC', 'HBUK'])}${digits(r, 14)}`,
  NL: (r) => `${r.pick(['ABNA', 'INGB', 'RABO'])}${digits(r, 10)}`,
  NO: (r) => digits(r, 11),
};

/** A valid IBAN, usually in groups of four as banks print them. */
export function makeIban(random: Random): string {
  const country = random.pick(Object.keys(IBAN_BBAN));
  const iban = completeIban(country, IBAN_BBAN[country]!(random));
  return random.next() < 0.8 ? iban.replace(/(.{4})(?=.)/g, '$1 ') : iban;
}

/** A valid kontonummer; `personLike` also passes the fødselsnummer check. */
export function makeAccount(random: Random, personLike = false): string {
  for (;;) {
    const prefix = personLike
      ? `${pad(random.int(1, 28), 2)}${pad(random.int(1, 12), 2)}`
      : random.pick(['1503', '1254', '3000', '6011', '9710', '1206', '2801', '1822']);
    const account = completeAccountNumber(prefix + digits(random, 6));
    if (!account || isValidPersonNumber(account) !== personLike) continue;
    const [a, b, c] = [account.slice(0, 4), account.slice(4, 6), account.slice(6)];
    return random.pick([`${a}.${b}.${c}`, `${a} ${b} ${c}`, account]);
  }
}

function luhnComplete(stem: string): string {
  let sum = 0;
  for (let i = 0; i < stem.length; i++) {
    let d = Number(stem[stem.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return stem + String((10 - (sum % 10)) % 10);
}

/** A Luhn-valid Visa, Mastercard or American Express number, grouped as printed. */
export function makeCard(random: Random): string {
  const brand = random.pick(['visa', 'visa', 'mc', 'amex']);
  if (brand === 'amex') {
    const n = luhnComplete(`${random.pick(['34', '37'])}${digits(random, 12)}`);
    return random.pick([`${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}`, n]);
  }
  const n = luhnComplete(
    `${brand === 'visa' ? '4' : String(random.int(51, 55))}${digits(random, brand === 'visa' ? 14 : 13)}`,
  );
  return random.pick([n.replace(/(.{4})(?=.)/g, '$1 '), n.replace(/(.{4})(?=.)/g, '$1-'), n]);
}

export function makeFnr(random: Random): string {
  const fnr = makeFodselsnummer(random);
  return random.next() < 0.3 ? `${fnr.slice(0, 6)} ${fnr.slice(6)}` : fnr;
}

export function makeDate(random: Random): string {
  const months = [
    'januar',
    'februar',
    'mars',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'desember',
  ];
  const [d, m, y] = [random.int(1, 28), random.int(1, 12), random.int(2019, 2025)];
  return random.pick([`${pad(d, 2)}.${pad(m, 2)}.${y}`, `${d}. ${months[m - 1]} ${y}`]);
}

export function makeEmail(random: Random, name: string): string {
  const local = name
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/æ/g, 'ae')
    .replace(/ /g, '.');
  return `${local}@${random.pick(['online.no', 'gmail.com', 'kommune.no', 'hotmail.com'])}`;
}

/** An 8- or 9-digit number that is not a phone number (case, invoice, organisation number). */
export function makeReference(random: Random): string {
  return random.pick([
    digits(random, 8),
    `${random.int(900, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`,
    `${random.int(2019, 2025)}/${random.int(1000, 99999)}`,
  ]);
}

/** A KID payment reference: digits with a Luhn check digit, like a card number (precision check). */
export function makeKid(random: Random): string {
  return luhnComplete(digits(random, random.pick([9, 12, 15])));
}
