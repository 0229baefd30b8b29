// Builds the name and place lists from MIT-licensed npm packages (no corpus text goes in here):
// @faker-js/faker person and municipality lists, norway-postal-codes towns, i18n-iso-countries,
// plus a hand-written list of Norwegian organizations.
import { createRequire } from 'node:module';
import { allLocales } from '@faker-js/faker';
import countries from 'i18n-iso-countries';
import { GAZ_FIRST, GAZ_LAST, GAZ_ORG, GAZ_PLACE, GAZ_ROLE } from '../../src/ner/word-info.ts';
import { ORGANIZATIONS } from './organizations.ts';
import { ROLE_WORDS } from './roles.ts';

const require = createRequire(import.meta.url);
const NAME_LOCALES = ['nb_NO', 'sv', 'da', 'fi', 'de', 'nl', 'en'] as const;

/** Lists of single words (lower-case) by gazetteer bit, with where each came from. */
export interface GazetteerLists {
  entries: Record<string, number>;
  sources: string[];
}

// faker stores lists either flat or grouped (female/male/generic): flatten to strings.
function flatten(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatten);
  return [];
}

/** Collects first names, surnames and Norwegian/world place names into one word → bits table. */
export function buildGazetteer(): GazetteerLists {
  const entries: Record<string, number> = {};
  const add = (words: Iterable<string>, bit: number) => {
    for (const raw of words) {
      const w = raw.trim().toLowerCase();
      if (w.length < 2 || /\s/.test(w)) continue; // single words only: features look at one token
      entries[w] = (entries[w] ?? 0) | bit;
    }
  };
  for (const loc of NAME_LOCALES) {
    const person = allLocales[loc]?.person;
    add(flatten(person?.first_name), GAZ_FIRST);
    add(flatten(person?.last_name), GAZ_LAST);
  }
  const nb = allLocales.nb_NO?.location;
  add([...flatten(nb?.county), ...flatten(nb?.state), ...flatten(nb?.continent)], GAZ_PLACE);
  const postal = require('norway-postal-codes') as Record<string, string>;
  add(Object.values(postal), GAZ_PLACE);
  for (const lang of ['nb', 'nn', 'en']) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
    add(Object.values(countries.getNames(lang)), GAZ_PLACE);
  }
  add(ORGANIZATIONS, GAZ_ORG);
  add(ROLE_WORDS, GAZ_ROLE);
  const sources = [
    `@faker-js/faker person first/last names (${NAME_LOCALES.join(', ')}), nb_NO municipalities, counties, continents (MIT)`,
    'norway-postal-codes post towns (MIT)',
    'i18n-iso-countries country names nb/nn/en (MIT)',
    'scripts/ner/organizations.ts: well-known Norwegian organizations, written for Sladd',
    'scripts/ner/roles.ts: titles and roles that precede names, written for Sladd',
  ];
  return { entries, sources };
}
