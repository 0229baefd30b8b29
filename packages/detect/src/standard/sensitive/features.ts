import type { Language } from '../../types.ts';
import type { Candidate } from './candidates.ts';

/**
 * Words that make a sentence about a particular person: personal pronouns and the roles a case
 * note names people by. "Hun har diabetes" is about someone; "diabetes er vanlig" is not.
 */
const PERSON_WORDS: Record<Language, ReadonlySet<string>> = {
  no: new Set(
    'hun han hen jeg meg henne ham hennes hans hens sin sitt sine seg deg du din ditt dine pasienten pasient brukeren klienten barnet gutten jenta eleven søkeren den ansatte arbeidstakeren kvinnen mannen sønnen datteren mor far moren faren mora ektefellen samboeren innbyggeren beboeren tiltalte domfelte siktede vedkommende personen'.split(
      ' ',
    ),
  ),
  en: new Set(
    'she he they i me her him his hers their them my mine your you himself herself themselves patient client claimant applicant employee pupil student boy girl child woman man son daughter mother father mum dad defendant tenant resident person'.split(
      ' ',
    ),
  ),
};

const DIGITS = /\d/g;
const LETTER = /^[\p{L}\p{M}]/u;
const CAPITAL = /^\p{Lu}/u;

function norm(word: string): string {
  return word.toLowerCase().replace(DIGITS, '0');
}

/**
 * The features the context model weighs for one candidate: the label and kind, how the word
 * stands (capitalised inside a sentence, part of a compound), the words around it, and whether
 * the sentence names or points at a person. Feature names hold lexicon and template words only
 * after training; at run time they are looked up, never stored or logged.
 */
export function candidateFeatures(candidate: Candidate, language: Language): string[] {
  const { sentence, first, last, entry, compound } = candidate;
  const label = entry.label;
  const f: string[] = ['bias', `L=${label}`, `K=${label}/${entry.kind}`, `lang=${language}`];
  const word = sentence[first]!.text;
  const initial = first === 0;
  if (initial) f.push('first', `L=${label}|first`);
  else if (CAPITAL.test(word)) f.push('cap', `L=${label}|cap`, `cap|proper=${entry.proper}`);
  f.push(`cmp=${compound}`, `L=${label}|cmp=${compound}`);
  if (compound === 'modifier' || compound === 'head') f.push(`tail=${norm(word).slice(-4)}`);
  if (last > first) f.push('multi');

  const left = (k: number) => {
    const token = sentence[first - k];
    return token ? norm(token.text) : '<s>';
  };
  const right = (k: number) => {
    const token = sentence[last + k];
    return token ? norm(token.text) : '</s>';
  };
  const l1 = left(1);
  const l2 = left(2);
  const r1 = right(1);
  const r2 = right(2);
  f.push(`l1=${l1}`, `l2=${l2}`, `l12=${l2}_${l1}`, `r1=${r1}`, `r2=${r2}`, `r12=${r1}_${r2}`);
  f.push(`L=${label}|l1=${l1}`, `L=${label}|r1=${r1}`, `L=${label}|l12=${l2}_${l1}`);
  for (let k = 3; k <= 7; k++) {
    const token = sentence[first - k];
    if (!token) break;
    f.push(`lw=${norm(token.text)}`);
  }
  for (let k = 3; k <= 6; k++) {
    const token = sentence[last + k];
    if (!token) break;
    f.push(`rw=${norm(token.text)}`);
  }

  // Sentence-wide: a person named or pointed at anywhere in it.
  const persons = PERSON_WORDS[language];
  let person = false;
  let name = false;
  for (let i = 0; i < sentence.length; i++) {
    if (i >= first && i <= last) continue;
    const text = sentence[i]!.text;
    if (persons.has(text.toLowerCase())) person = true;
    else if (
      i > 0 &&
      CAPITAL.test(text) &&
      LETTER.test(text) &&
      text.length > 1 &&
      text !== text.toUpperCase()
    )
      name = true;
  }
  f.push(`person=${person}`, `L=${label}|person=${person}`, `name=${name}`, `L=${label}|name=${name}`);
  const length = sentence.length;
  f.push(`len=${length < 5 ? 'short' : length < 12 ? 'mid' : 'long'}`);
  const end = sentence[length - 1]!.text;
  if (!/^[.!?…]$/u.test(end)) f.push('noend', `noend|len=${length < 5 ? 'short' : 'long'}`);
  return f;
}
