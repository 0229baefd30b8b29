import type { Language, Recognizer, Span } from '../../types.ts';
import { findCandidates, type Candidate } from './candidates.ts';
import { contextModel, probability, type LoadedContextModel } from './context-model.ts';
import { candidateFeatures } from './features.ts';
import { categoryOf, SENSITIVE_CATEGORIES, SENSITIVE_LABELS } from './lexicon.ts';
import { phraseExtent } from './phrase-extent.ts';

/** How a candidate was read, as its reason says it after the kind. */
const HOW_FOUND: Record<Candidate['compound'], string> = {
  none: '',
  model: '',
  head: ', in a compound word',
  modifier: ', in a compound word',
  part: ', in a compound word',
  form: ', by its word form',
};

/** Candidates the model gives less than this are dropped here; the user's threshold filters the rest. */
const FLOOR = 0.2;

// FINANCIAL_INFO_S: "årslønn på 650 000 kroner", "income of £32,000" — the term and its amount (thousands
// grouped by a space, dot or comma; never on into the next number: "650 000, 3 barn").
const AMOUNT_AFTER =
  /^(?:[ \u00a0]+(?:på|of|er|var|is|was|about|omkring|ca\.?|cirka))?[ \u00a0:]*(?:(?:kr\.?|nok|£|\$|€|usd|eur)[ \u00a0]*)?(?:\d{1,3}(?:[ \u00a0.,]\d{3})+|\d+)(?:[.,]\d{1,2})?(?:,-)?(?:[ \u00a0]*(?:millioner|million|mill\.?|mrd\.?|kroner|kr\.?|nok|pounds|dollars|euro))?/iu;
// ANIMAL_INFO_S: "hunden Bella", "a dog called Rex" — the animal and its name.
const NAME_AFTER =
  /^[ \u00a0]+(?:(?:som[ \u00a0]+)?heter[ \u00a0]+|named[ \u00a0]+|called[ \u00a0]+)?\p{Lu}\p{Ll}+/u;

/** Where the marked span ends: the term, or the term and what the span rules add to it (decision 0038). */
function spanEnd(text: string, candidate: Candidate): number {
  const { label } = candidate.entry;
  if (label !== 'FINANCIAL_INFO_S' && label !== 'ANIMAL_INFO_S') return candidate.end;
  const after = text.slice(candidate.end, candidate.end + 60);
  const m = (label === 'FINANCIAL_INFO_S' ? AMOUNT_AFTER : NAME_AFTER).exec(after);
  return m ? candidate.end + m[0].trimEnd().length : candidate.end;
}

// The last text scored: the standard engine asks for its categories, "medical condition" and
// "medication" through three recognizers over the same page text; it is read and scored once.
let last:
  | { text: string; language: Language; model: LoadedContextModel; scored: Array<[Candidate, number]> }
  | undefined;

/** Scores the candidates of a text: [candidate, probability] for those above the floor. */
export function scoreCandidates(
  text: string,
  language: Language,
  model: LoadedContextModel = contextModel(),
  labels?: ReadonlySet<string>,
): Array<[Candidate, number]> {
  if (!last || last.text !== text || last.language !== language || last.model !== model) {
    const scored: Array<[Candidate, number]> = [];
    for (const candidate of findCandidates(text, language)) {
      const p = probability(model, candidateFeatures(candidate, language));
      if (p >= FLOOR) scored.push([candidate, p]);
    }
    last = { text, language, model, scored };
  }
  return labels ? last.scored.filter(([candidate]) => labels.has(candidate.entry.label)) : last.scored;
}

/**
 * The sensitive categories of the standard engine: lexicon candidates (lexicon.ts, candidates.ts)
 * kept when the context model says the sentence is about a person. The reason names the lexicon
 * and the model's confidence, never the words.
 */
export function createSensitiveRecognizer(
  options: {
    model?: LoadedContextModel;
    /** The type a hit carries: its label by default; the advanced fallback reads "LABEL/kind". */
    typeOf?: (candidate: Candidate) => string;
    entityTypes?: readonly string[];
  } = {},
): Recognizer {
  const typeOf = options.typeOf ?? ((candidate: Candidate) => candidate.entry.label);
  return {
    id: options.typeOf ? 'standard-sensitive-kinds' : 'standard-sensitive',
    entityTypes: options.entityTypes ?? SENSITIVE_LABELS,
    find({ text, language }): Span[] {
      return scoreCandidates(text, language, options.model ?? contextModel()).map(([candidate, p]) => {
        const category = categoryOf(candidate.entry.label, candidate.entry.kind);
        const { start, end } = phraseExtent(
          text,
          { start: candidate.start, end: spanEnd(text, candidate) },
          category,
          language,
        );
        return {
          entityType: typeOf(candidate),
          category,
          start,
          end,
          score: Math.round(p * 1000) / 1000,
          reason: `${SENSITIVE_CATEGORIES[category]} term (${candidate.entry.kind}${HOW_FOUND[candidate.compound]}); context model: about a person (${Math.round(p * 100)} %)`,
          engine: 'standard',
        };
      });
    },
  };
}
