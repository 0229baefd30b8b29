/**
 * Checks the Norwegian word forms the sensitive lexicon generates (lexicon.ts: noun and adjective
 * endings, listed forms) against the Bokmål and Nynorsk Hunspell dictionaries (issue 28):
 *   apt-get install hunspell-no
 *   npx tsx packages/detect/scripts/sensitive/check-forms.ts [--all]
 * Prints how many generated forms either dictionary knows, and the forms neither knows, grouped
 * by lemma (--all lists every one). A form the dictionaries lack is not always wrong — drug names,
 * abbreviations and new compounds are not in them — but a wrong ending shows up here.
 * HUNSPELL_DIR overrides /usr/share/hunspell.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formsOf, LEXICON } from '../../src/standard/sensitive/lexicon.ts';

interface Speller {
  correct(word: string): boolean;
}
const nspell = createRequire(import.meta.url)('nspell') as (aff: string, dic: string) => Speller;

const dir = process.env.HUNSPELL_DIR ?? '/usr/share/hunspell';
function load(name: string): Speller {
  const aff = `${dir}/${name}.aff`;
  if (!existsSync(aff)) {
    console.error(
      `No ${aff}: install the Norwegian dictionaries (apt-get install hunspell-no) or set HUNSPELL_DIR.`,
    );
    process.exit(2);
  }
  // Debian's Norwegian dictionaries are ISO 8859-1 (their .aff says SET ISO8859-1).
  const encoding = /^SET\s+ISO8859-1/mu.test(readFileSync(aff, 'latin1')) ? 'latin1' : 'utf8';
  return nspell(readFileSync(aff, encoding), readFileSync(`${dir}/${name}.dic`, encoding));
}

const bokmal = load('nb_NO');
const nynorsk = load('nn_NO');
const known = (word: string) =>
  bokmal.correct(word) ||
  nynorsk.correct(word) ||
  bokmal.correct(word[0]!.toUpperCase() + word.slice(1)) ||
  nynorsk.correct(word[0]!.toUpperCase() + word.slice(1));

let forms = 0;
let knownForms = 0;
const unknown = new Map<string, string[]>();
for (const entry of LEXICON) {
  if (entry.language !== 'no') continue;
  for (const form of formsOf(entry.term, entry.forms, 'no')) {
    // Only one-word forms: a phrase's words are checked where they are lemmas of their own.
    if (/[\s\d]/u.test(form)) continue;
    forms++;
    if (known(form)) knownForms++;
    else unknown.set(entry.term, [...(unknown.get(entry.term) ?? []), form]);
  }
}
console.log(
  `${knownForms} of ${forms} one-word Norwegian forms are in the Bokmål or Nynorsk dictionary (${((knownForms / forms) * 100).toFixed(1)} %)`,
);
const all = process.argv.includes('--all');
const rows = [...unknown].sort((a, b) => b[1].length - a[1].length);
for (const [term, list] of all ? rows : rows.slice(0, 60)) console.log(`  ${term}: ${list.join(', ')}`);
if (!all && rows.length > 60) console.log(`  … ${rows.length - 60} more lemmas (--all lists them)`);
