import { loadDefaultModel } from '../ner/model.ts';
import { hashString } from '../ner/hash.ts';
import { GAZ_FIRST, GAZ_LAST, type Lexicon } from '../ner/word-info.ts';
import { clampScore } from '../framework/scoring.ts';
import { textScanOf } from '../framework/text-scan.ts';
import type { Recognizer, RecognizerContext, Span } from '../types.ts';
import { listPostalPlaces } from './postal-register.ts';
import { findUsTowns } from './us-address.ts';

// Every place name of the postal register (upper case), built once: towns, villages, municipalities' centres.
const PLACES: ReadonlySet<string> = new Set(listPostalPlaces());
// A capitalised word, or "Mo i Rana" / "Sund i Lofoten" (a place "i" or "på" another).
const CANDIDATE =
  /(?<![\p{L}\d@.-])\p{Lu}[\p{L}-]*\p{L}(?:[ \u00a0](?:i|på|I|PÅ)[ \u00a0]\p{Lu}[\p{L}-]*\p{L})?(?![\p{L}\d@-]|\.\p{L})/gu;
// "bor i Alta", "flyttet til Verdal", "fra Hamar": a place preposition right before the name.
const PREPOSITION =
  /(?:^|[\s(])(?:i|på|fra|til|ved|mot|nær|utenfor|rundt|nord for|sør for|øst for|vest for|in|from|to|near)[ \u00a0\n]+$/iu;
// "Verdal kommune", "Alta sentrum", "ALTA, 12. mars 2025" (the place-and-date line of a letter).
const AFTER =
  /^(?:[ \u00a0\n]+(?:kommune|kommunes|sentrum|sykehus|legevakt|barnevern|stasjon)(?![\p{L}])|,[ \u00a0]+\d{1,2}[. ])/u;
const SENTENCE_START = /(?:^|[.!?:]\s+|\n)$/u;

let modelLexicon: Lexicon | null | undefined;

/** The shipped NER model's word lists (person names, common words), or null when the model file is missing. */
export function readModelLexicon(): Lexicon | null {
  if (modelLexicon !== undefined) return modelLexicon;
  try {
    modelLexicon = loadDefaultModel().lexicon;
  } catch {
    modelLexicon = null;
  }
  return modelLexicon;
}

/** True for a place name that is also a first name, a surname, a common word or very short ("Berg", "Moen", "Bø"). */
function isAmbiguous(name: string, words: Lexicon | null): boolean {
  if (name.length <= 3 || !words) return true;
  const lower = name.toLowerCase();
  return (
    ((words.gazetteer.get(lower) ?? 0) & (GAZ_FIRST | GAZ_LAST)) !== 0 || words.common.has(hashString(lower))
  );
}

/** Base score from how the name is written and where it stands, before the context words. */
function scoreCandidate(
  text: string,
  start: number,
  name: string,
  words: Lexicon | null,
): { score: number; reason: string } {
  const isCapitals = name === name.toUpperCase();
  const atStart = SENTENCE_START.test(text.slice(Math.max(0, start - 3), start));
  if (isAmbiguous(name, words))
    return {
      score: 0.15,
      reason: 'place name from the postal register that is also a name or an everyday word',
    };
  if (isCapitals || atStart)
    return {
      score: 0.3,
      reason: 'place name from the postal register at the start of a line or sentence, or in capitals',
    };
  // Many Norwegian surnames are farm and place names (Brevik, Hovland, Grimstad): inside a
  // sentence without a preposition the name alone is not enough.
  return { score: 0.45, reason: 'capitalised place name from the postal register inside a sentence' };
}

// A capitalised word right before (not a sentence start) or right after on the same line.
const NAME_BEFORE = /\p{Lu}[\p{L}-]*[ \u00a0]$/u;
const NAME_AFTER = /^[ \u00a0]\p{Lu}/u;

/** "Ivar Brevik", "Oslo Lufthavn", "Molde FK": a place name that is one word of a longer name. */
function isInsideLongerName(text: string, start: number, end: number): boolean {
  if (NAME_AFTER.test(text.slice(end, end + 2))) return true;
  const before = text.slice(Math.max(0, start - 30), start);
  return NAME_BEFORE.test(before) && !SENTENCE_START.test(before.replace(/\p{Lu}[\p{L}-]*[ \u00a0]$/u, ''));
}

/**
 * LOCATION_F: towns and municipalities known to the postal register, in running text, weighed by
 * capitalisation and context, and the town of a US address (us-address.ts). `readLexicon` gives
 * the word lists that make a name ambiguous (the shipped model's by default; the NorNE evaluation
 * passes its split model's).
 */
export function createPlaceNameRecognizer(readLexicon: () => Lexicon | null = readModelLexicon): Recognizer {
  return {
    id: 'no-place-name',
    entityTypes: ['LOCATION_F'],
    find(ctx: RecognizerContext): Span[] {
      const words = readLexicon();
      const spans: Span[] = [];
      CANDIDATE.lastIndex = 0;
      for (let m = CANDIDATE.exec(ctx.text); m !== null; m = CANDIDATE.exec(ctx.text)) {
        const name = m[0].includes('\u00a0') ? m[0].replace(/\u00a0/g, ' ') : m[0];
        // "Mo i Rana" is one place; otherwise try the first word alone ("Alta i går" → "Alta").
        const isWhole = PLACES.has(name.toUpperCase());
        const space = name.indexOf(' ');
        if (!isWhole && space < 0) continue;
        const found = isWhole ? name : name.slice(0, space);
        // "Barneverntjenesten i Larvik": the words after the first get their own turn.
        if (!isWhole) CANDIDATE.lastIndex = m.index + found.length;
        if (!isWhole && !PLACES.has(found.toUpperCase())) continue;
        if (isInsideLongerName(ctx.text, m.index, m.index + found.length)) continue;
        spans.push(scoreInContext(ctx.text, m.index, found, words));
      }
      // The town of a US address ("Seal Beach, CA 90740"), which no register here lists.
      spans.push(...findUsTowns(textScanOf(ctx)));
      return spans;
    },
  };
}

export const placeNameRecognizer: Recognizer = createPlaceNameRecognizer();

function scoreInContext(text: string, start: number, name: string, words: Lexicon | null): Span {
  let { score, reason } = scoreCandidate(text, start, name, words);
  let end = start + name.length;
  const after = AFTER.exec(text.slice(end, end + 20));
  if (PREPOSITION.test(text.slice(Math.max(0, start - 14), start))) {
    score += 0.35;
    reason += '; a place preposition comes right before it';
  } else if (after) {
    score += 0.35;
    reason += after[0].startsWith(',')
      ? '; it heads a place-and-date line'
      : `; followed by '${after[0].trim()}'`;
  }
  // "Verdal kommune" is redacted whole, as the NER model (NorNE's GPE_ORG) does.
  if (after && /kommune/.test(after[0])) end += after[0].length;
  return { entityType: 'LOCATION_F', start, end, score: clampScore(score), reason, engine: 'fast' };
}
