import type { Language, Recognizer, Span } from '../../types.ts';
import { GENETIC_WORDS, MEASUREMENT } from './case-patterns.ts';
import { SENSITIVE_CATEGORIES } from './lexicon.ts';
import { scoreCandidates } from './recognizer.ts';

/**
 * The clinical sections of a health document (issue 28): under a heading such as "Diagnoser",
 * "Status ved innkomst", "Forløp", "Faste medisiner", "Findings", "Medical history" — or on a SOAP
 * line ("O: …") — what is written is the patient's health, findings and test results included
 * ("Søv godt", "IGRA positive", "HbA1c 58"), which no list of words closes. There each clause
 * that carries a clinical sign (a health term, a number with a unit, a finding word) is marked
 * whole. Outside such sections nothing is marked here. Span rules: docs/decisions/0050.
 */

const HEADING_NO =
  /^(?:\d+\.\s*)?(?:hoveddiagnose|bidiagnoser?|diagnoser?(?: ved (?:utskrivelse|utskriving|innleggelse|innlegging))?(?: \((?:icpc-2|icd-10)\))?|sykehistorie|sjukehistorie|anamnese|aktuelt|tidligere sykdommer|tidlegare sjukdomar|somatisk(?: status)?|psykisk(?: status)?|psykiatrisk status|funn(?: ved innkomst| i dag| ved undersøkelse)?|klinisk undersøkelse|status(?: ved innkomst| ved innkomst| presens)?|forløp(?: i avdelingen| før innleggelse| før innlegging)?|undersøkelser|supplerende undersøkelser|medikamenter(?: ved utreise| ved innkomst)?|legemidler|legemiddel|faste medisiner|medisiner|medisinliste|medikasjon|helseopplysninger|helseforhold|helsesituasjon|helse|medisinske opplysninger|sykdom og funksjon|sjukdom og funksjon|sykdomsbilde)\s*:?$/iu;
const HEADING_EN =
  /^(?:\d+\.\s*)?(?:diagnos[ei]s|main diagnosis|secondary diagnos[ei]s|(?:past |other |previous )?medical history|health history|health|findings|clinical findings|on examination|examination|investigations|results|treatment and course|course in hospital|course|assessment(?: and plan)?|medications?|current medications?|regular medications?|discharge medications?|status on admission|presenting complaint|history of presenting complaint)\s*:?$/iu;
/** "Somatisk: hypertensjon, …" — a heading and its content on one line. */
const INLINE_NO =
  /^(?:hoveddiagnose|bidiagnoser?|diagnoser?|somatisk|psykisk|funn|aktuelt|sykehistorie|sjukehistorie|faste medisiner|medisiner|legemidler|allergi|allergier|status)\s*:\s*/iu;
const INLINE_EN =
  /^(?:main|secondary|diagnosis|diagnoses|findings|history|medical history|medication|medications|allergies|on examination|status)\s*:\s*/iu;
/** A SOAP line: subjective, objective, assessment, plan. */
const SOAP = /^[SOAP]\s*:\s*/u;

/** Any line that starts another part of the document. */
function isHeading(line: string): boolean {
  const words = line.split(' ').length;
  if (words > 8 || /[.!?]$/u.test(line)) return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase()) return true;
  if (/^\d+\.\s+\p{Lu}/u.test(line) && words <= 6) return true;
  return /:$/u.test(line) && words <= 5;
}

const UNIT =
  /\d(?:[.,]\d+)?\s?(?:mg|g|µg|mcg|mikrogram|micrograms?|kg|cm|mm|mmHg|mmol|µmol|IE|IU|ml|mL|ms|%|‰|\/10|\/56|x\s?\d)(?![\p{L}])/u;
const SIGN_WORDS = {
  no: /(?<![\p{L}])(?:smerte\p{L}*|smertar|vondt|verk|positiv|negativ|normal\p{L}*|u\.a\.|uten anmerkning|utan merknad|funn|symptom\p{L}*|tegn til|teikn til|mistanke|bedring|betring|forverring|seponert|seponer\p{L}*|oppstart|startet|auka|økt|redusert|nedsatt|nedsett|hevelse|ømhet|stiv\p{L}*|svimmel\p{L}*|kvalm\p{L}*|urolig|uro|sov|søv|søvn\p{L}*|matlyst|vekt\p{L}*|feber|puls|blodtrykk|prøve\p{L}*|resultat\p{L}*|påvist|ikke påvist|frisk|allergi\p{L}*|bivirkning\p{L}*|dose\p{L}*|tablett\p{L}*|tbl\.)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:pain\p{L}*|ache\p{L}*|positive|negative|normal|unremarkable|no signs|signs of|findings?|symptom\p{L}*|suspected|improv\p{L}*|worse\p{L}*|stopped|started|increased|reduced|tender\p{L}*|swelling|swollen|dizz\p{L}*|nause\p{L}*|sleep\p{L}*|appetite|weight|fever|pulse|blood pressure|test\p{L}*|result\p{L}*|detected|allerg\p{L}*|side effects?|dose\p{L}*|tablet\p{L}*|injur\p{L}*|fracture|scar\p{L}*)(?![\p{L}])/iu,
} as const;

const REASON = `${SENSITIVE_CATEGORIES.HEALTH} term (clinical section); case-file pattern`;
const GENETIC_REASON = `${SENSITIVE_CATEGORIES.GENETIC} term (clinical section); case-file pattern`;

interface Clause {
  start: number;
  end: number;
}

/** The clauses of a line's content (from `from`): split at sentence ends, semicolons, commas and table bars. */
function clausesOf(text: string, from: number, to: number): Clause[] {
  const out: Clause[] = [];
  let start = from;
  for (let i = from; i <= to; i++) {
    const ch = text[i];
    const cut =
      i === to ||
      ch === ';' ||
      ch === '|' ||
      (ch === '.' && (text[i + 1] === ' ' || i + 1 === to)) ||
      (ch === ',' && text[i + 1] === ' ');
    if (!cut) continue;
    let s = start;
    let e = i;
    while (s < e && /[\s\-–•*]/u.test(text[s]!)) s++;
    while (e > s && /[\s.,;:]/u.test(text[e - 1]!)) e--;
    if (e - s >= 3) out.push({ start: s, end: e });
    start = i + 1;
  }
  return out;
}

export function createClinicalSectionRecognizer(): Recognizer {
  return {
    id: 'standard-clinical-sections',
    entityTypes: ['HEALTH_INFO_S'],
    find({ text, language }: { text: string; language: Language }): Span[] {
      const heading = language === 'no' ? HEADING_NO : HEADING_EN;
      const inline = language === 'no' ? INLINE_NO : INLINE_EN;
      const scored = scoreCandidates(text, language);
      const healthTerms = scored.filter(([c]) => c.entry.label === 'HEALTH_INFO_S').map(([c]) => c);
      // A clause that holds another category's hit (a spouse, a religion, a union) is left to that hit.
      const otherHits = scored
        .filter(([c, p]) => c.entry.label !== 'HEALTH_INFO_S' && p >= 0.5)
        .map(([c]) => c);
      const signs = SIGN_WORDS[language];
      const spans: Span[] = [];
      let inSection = false;
      let lineStart = 0;
      while (lineStart < text.length) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0) lineEnd = text.length;
        const line = text.slice(lineStart, lineEnd).trim();
        let contentFrom = -1;
        if (heading.test(line)) inSection = true;
        else if (SOAP.test(line) || inline.test(line)) {
          const m = (SOAP.exec(line) ?? inline.exec(line))!;
          contentFrom = lineStart + text.slice(lineStart, lineEnd).indexOf(line) + m[0].length;
        } else if (isHeading(line)) inSection = false;
        else if (inSection) contentFrom = lineStart;
        if (contentFrom >= 0) {
          for (const clause of clausesOf(text, contentFrom, lineEnd)) {
            const words = text.slice(clause.start, clause.end);
            const signed =
              UNIT.test(words) ||
              MEASUREMENT.test(words) ||
              signs.test(words) ||
              healthTerms.some((c) => c.start < clause.end && clause.start < c.end);
            if (!signed || otherHits.some((c) => c.start < clause.end && clause.start < c.end)) continue;
            const genetic =
              GENETIC_WORDS.test(words) ||
              healthTerms.some(
                (c) => c.entry.kind === 'genetic' && c.start < clause.end && clause.start < c.end,
              );
            spans.push({
              entityType: 'HEALTH_INFO_S',
              category: genetic ? 'GENETIC' : 'HEALTH',
              start: clause.start,
              end: clause.end,
              score: 0.6,
              reason: genetic ? GENETIC_REASON : REASON,
              engine: 'standard',
            });
          }
        }
        lineStart = lineEnd + 1;
      }
      return spans;
    },
  };
}
