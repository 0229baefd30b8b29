import type { Language } from '../../types.ts';
import { isFormOf, MIN_STEM_CHARS, stemWord } from './stems.ts';

/**
 * A small curated list of synonyms for AI search (decision 0039), Norwegian and English together,
 * for the words a case worker in a municipality, school, hospital or police district searches for.
 * Each group holds words of one meaning; a member with a space is a phrase. Kept short on purpose:
 * a wrong synonym marks text nobody asked for, and a longer list belongs to a language model.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['lege', 'doktor', 'doctor', 'physician'],
  ['fastlege', 'general practitioner'],
  ['sykehus', 'hospital'],
  ['sykepleier', 'nurse'],
  ['pasient', 'patient'],
  ['tannlege', 'dentist'],
  ['psykolog', 'psychologist'],
  ['medisin', 'legemiddel', 'medication', 'medicine'],
  ['diagnose', 'diagnosis'],
  ['sykemelding', 'sick leave'],
  ['barn', 'child'],
  ['barnevern', 'barnevernstjeneste', 'child welfare', 'child protection'],
  ['barnehage', 'kindergarten'],
  ['skole', 'school'],
  ['elev', 'pupil'],
  ['lærer', 'teacher'],
  ['mor', 'mother'],
  ['far', 'father'],
  ['foreldre', 'parents'],
  ['bror', 'brother'],
  ['søster', 'sister'],
  ['sønn', 'son'],
  ['datter', 'daughter'],
  ['søsken', 'siblings'],
  ['ektefelle', 'spouse'],
  ['politi', 'police'],
  ['advokat', 'lawyer', 'attorney'],
  ['dommer', 'judge'],
  ['domstol', 'court'],
  ['vitne', 'witness'],
  ['fengsel', 'prison'],
  ['vold', 'violence'],
  ['overgrep', 'abuse'],
  ['arbeidsgiver', 'employer'],
  ['arbeidsledig', 'unemployed'],
  ['lønn', 'salary'],
  ['gjeld', 'debt'],
  ['kommune', 'municipality'],
  ['bil', 'car'],
];

/** One synonym of a query word, and whether it is a phrase. */
export interface Synonym {
  text: string;
  isPhrase: boolean;
}

/** Whether a single word is the same word as a group member, or a form of it (same stem). */
function isMember(word: string, member: string): boolean {
  const lower = word.toLowerCase();
  if (lower === member) return true;
  if (member.includes(' ')) return false;
  return (['no', 'en'] as Language[]).some((language) => {
    const stem = stemWord(member, language);
    return (
      stem.length >= MIN_STEM_CHARS && stemWord(lower, language) === stem && isFormOf(lower, stem, language)
    );
  });
}

/** The other members of every group the word belongs to (by form, in either language). */
export function findSynonyms(word: string): Synonym[] {
  const found = new Map<string, Synonym>();
  const lower = word.toLowerCase();
  for (const group of SYNONYM_GROUPS) {
    const own = group.find((member) => isMember(lower, member) || member === lower);
    if (!own) continue;
    for (const member of group)
      if (member !== own && member !== lower)
        found.set(member, { text: member, isPhrase: member.includes(' ') });
  }
  return [...found.values()];
}
