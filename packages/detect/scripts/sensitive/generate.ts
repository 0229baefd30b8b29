import {
  formsOf,
  LEXICON,
  type LexiconEntry,
  type SensitiveLabel,
} from '../../src/standard/sensitive/lexicon.ts';
import { FILLERS, TEMPLATES, type Template } from './templates.ts';

/** A generated sentence with the places of its term slots, each marked (positive template) or not. */
export interface GeneratedSentence {
  text: string;
  language: 'no' | 'en';
  slots: Array<{ start: number; end: number; label: SensitiveLabel; gold: boolean }>;
  /** Ordinary nouns in the slots (generateNeutral). */
  neutral?: boolean;
}

const SLOT = /\{(S|P|N|T|TC)(?::([^}]+))?\}/g;

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A form of the entry: the lemma most often, an inflected form otherwise. */
function formOf(entry: LexiconEntry, random: () => number): string {
  const forms = formsOf(entry.term, entry.forms, entry.language);
  return random() < 0.6 ? forms[0]! : pick(forms.slice(0, 4), random);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Fills one template; undefined when the lexicon has no term of the slot's kind. */
export function fill(
  template: Template,
  random: () => number,
  neutral?: readonly string[],
): GeneratedSentence | undefined {
  const fillers = FILLERS[template.language];
  const slots: GeneratedSentence['slots'] = [];
  let text = '';
  let at = 0;
  for (const m of template.text.matchAll(SLOT)) {
    text += template.text.slice(at, m.index);
    at = m.index + m[0].length;
    const [, slot, kind] = m;
    if (slot === 'T' || slot === 'TC') {
      const entries = LEXICON.filter(
        (e) => e.label === template.label && e.language === template.language && (!kind || e.kind === kind),
      );
      if (entries.length === 0) return undefined;
      const entry = pick(entries, random);
      let word = neutral ? pick(neutral, random) : formOf(entry, random);
      if (slot === 'TC' || (!neutral && entry.proper) || text.length === 0) word = capitalise(word);
      slots.push({
        start: text.length,
        end: text.length + word.length,
        label: template.label,
        gold: template.positive,
      });
      text += word;
    } else {
      let word: string = pick(fillers[slot as 'S' | 'P' | 'N'], random);
      if (text.length === 0) word = capitalise(word);
      text += word;
    }
  }
  text += template.text.slice(at);
  return { text: capitalise(text), language: template.language, slots };
}

/** Ordinary nouns in the places of a positive template's terms: the same context, nothing sensitive. */
const NEUTRAL = {
  no: 'bil, hytte, leilighet, jobb, avtale, time, møte, ansvar, telefon, sykkel, hage, datamaskin, plan, søknad, brev, nøkkel, skole, venn, ferie, bursdag, båt, nabo, lærer, kontor, kurs, eksamen, reise, billett, konsert, fotballag, oppgave, rapport'.split(
    ', ',
  ),
  en: 'car, cabin, flat, job, appointment, meeting, phone, bike, garden, computer, plan, application, letter, key, school, friend, holiday, birthday, boat, neighbour, teacher, office, course, exam, trip, ticket, concert, football team, report'.split(
    ', ',
  ),
} as const;

/** Templates with ordinary nouns in the term slots (slots not marked): the same wording, no term. */
export function generateNeutral(perTemplate: number, random: () => number): GeneratedSentence[] {
  const out: GeneratedSentence[] = [];
  for (const template of TEMPLATES) {
    for (let k = 0; k < perTemplate; k++) {
      const sentence = fill(template, random, NEUTRAL[template.language]);
      if (sentence) out.push({ ...sentence, slots: [] });
    }
  }
  return out;
}

/** `perTemplate` sentences from every template. */
export function generate(perTemplate: number, random: () => number): GeneratedSentence[] {
  const out: GeneratedSentence[] = [];
  for (const template of TEMPLATES) {
    for (let k = 0; k < perTemplate; k++) {
      const sentence = fill(template, random);
      if (sentence) out.push(sentence);
    }
  }
  return out;
}
