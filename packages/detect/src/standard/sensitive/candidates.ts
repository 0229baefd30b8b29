import { splitSentences, tokenize, type Token } from '../../ner/tokenize.ts';
import { morphologyEntry } from './morphology.ts';
import type { Language } from '../../types.ts';
import { formsOf, LEXICON, SENSITIVE_LABELS, type LexiconEntry, type SensitiveLabel } from './lexicon.ts';
import {
  emissions,
  shippedTagger,
  spanMargin,
  sentenceFeatures,
  spansOfPath,
  viterbi,
  type Tagger,
} from './tagger.ts';

/** How a candidate's word relates to the lexicon term. */
export type CompoundKind = 'none' | 'head' | 'modifier' | 'part' | 'model' | 'form';

/** A lexicon term found in a text: tokens [first, last] of its sentence, before the context model judges it. */
export interface Candidate {
  entry: LexiconEntry;
  /** The sentence's tokens and the candidate's first and last token index in it. */
  sentence: readonly Token[];
  first: number;
  last: number;
  start: number;
  end: number;
  compound: CompoundKind;
}

interface Form {
  entry: LexiconEntry;
  /** Lower-case tokens after the first. */
  rest: readonly string[];
}

interface Index {
  /** First token of every form → the forms starting with it. */
  byFirst: Map<string, Form[]>;
  /** One-token lemmas that may end a compound (head) or begin one (modifier). */
  heads: Map<string, LexiconEntry>;
  modifiers: Map<string, LexiconEntry>;
}

/**
 * Words that say only that there is a condition, not which: on their own they reveal little and
 * stand in headings and generic text ("Diagnose", "sykdom"); as the head of a compound they name
 * one ("angstlidelse", "hjertesykdom", issue 28).
 */
const HEAD_ONLY = new Set([
  'sykdom',
  'sjukdom',
  'lidelse',
  'liding',
  'diagnose',
  'forstyrrelse',
  'forstyrring',
  'plager',
  'plagar',
  'vansker',
  'vanskar',
]);

function buildIndex(language: Language): Index {
  const byFirst = new Map<string, Form[]>();
  const heads = new Map<string, LexiconEntry>();
  const modifiers = new Map<string, LexiconEntry>();
  for (const entry of LEXICON) {
    if (entry.language !== language) continue;
    for (const form of formsOf(entry.term, entry.forms, language)) {
      const words = tokenize(form).map((token) => token.text.toLowerCase());
      if (words.length === 0) continue;
      // A generic head ("sykdom", "lidelse") names a condition only inside a compound ("hjertesykdom").
      if (HEAD_ONLY.has(entry.term)) {
        if (words.length === 1 && form.length >= 4 && !heads.has(words[0]!)) heads.set(words[0]!, entry);
        continue;
      }
      const list = byFirst.get(words[0]!) ?? [];
      list.push({ entry, rest: words.slice(1) });
      byFirst.set(words[0]!, list);
      if (words.length === 1 && entry.head && form.length >= 4 && !heads.has(words[0]!))
        heads.set(words[0]!, entry);
    }
    const lemma = formsOf(entry.term, entry.forms, language)[0]!;
    if (entry.modifier && !lemma.includes(' ') && lemma.length >= 4) modifiers.set(lemma, entry);
  }
  return { byFirst, heads, modifiers };
}

const INDEXES: Partial<Record<Language, Index>> = {};
function indexFor(language: Language): Index {
  return (INDEXES[language] ??= buildIndex(language));
}

const WORD = /^[\p{L}\p{M}]/u;
const CAPITAL = /^\p{Lu}/u;

/** Whether only blanks and hyphens separate two tokens (a multi-word term does not run across punctuation). */
function joined(text: string, a: Token, b: Token): boolean {
  for (let k = a.end; k < b.start; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 10 && c !== 45 && c !== 0xa0) return false;
  }
  return true;
}

/** The longest form starting at token i (whole tokens), or undefined. */
function longestForm(index: Index, text: string, tokens: readonly Token[], i: number, lower: string) {
  let best: { entry: LexiconEntry; last: number } | undefined;
  for (const form of index.byFirst.get(lower) ?? []) {
    if (form.entry.proper && !CAPITAL.test(tokens[i]!.text)) continue;
    const last = i + form.rest.length;
    if (last >= tokens.length || (best && last <= best.last)) continue;
    let ok = true;
    for (let k = 0; k < form.rest.length && ok; k++) {
      const token = tokens[i + 1 + k]!;
      ok = token.text.toLowerCase() === form.rest[k] && joined(text, tokens[i + k]!, token);
    }
    if (ok) best = { entry: form.entry, last };
  }
  return best;
}

/** A Norwegian compound whose last part is a term ("lungekreft") or whose first part is one ("kreftbehandling"). */
function compoundOf(
  index: Index,
  lower: string,
): { entry: LexiconEntry; compound: CompoundKind } | undefined {
  if (lower.length < 7) return undefined;
  for (let k = 3; k <= lower.length - 4; k++) {
    const entry = index.heads.get(lower.slice(k));
    if (entry) return { entry, compound: 'head' };
  }
  for (let k = lower.length - 4; k >= 4; k--) {
    let prefix = lower.slice(0, k);
    let entry = index.modifiers.get(prefix);
    // A linking -s or -e joins the parts: "rusproblem" + "s" + "…"
    if (!entry && (prefix.endsWith('s') || prefix.endsWith('e'))) {
      prefix = prefix.slice(0, -1);
      entry = index.modifiers.get(prefix);
    }
    if (entry) return { entry, compound: 'modifier' };
  }
  return undefined;
}

/**
 * The sequence model's proposals below this margin (path score over the best path without them)
 * are dropped; set on the dev set and hand-made probes (decision 0038), never on the test set.
 */
export const MODEL_MARGIN = 2;

/** The entry of a term the sequence model proposed (no lexicon entry holds it). */
const MODEL_ENTRIES = new Map<string, LexiconEntry>(
  (['no', 'en'] as const).flatMap((language) =>
    SENSITIVE_LABELS.map((label) => [
      `${language}:${label}`,
      {
        label,
        kind: 'sequence model',
        language,
        term: '',
        forms: 'fixed',
        proper: false,
        head: false,
        modifier: false,
      },
    ]),
  ),
);

/** The lexicon label of each token of a sentence (undefined where no candidate covers it). */
export function lexiconLabels(
  sentence: readonly Token[],
  candidates: readonly Candidate[],
): (string | undefined)[] {
  const labels = new Array<string | undefined>(sentence.length).fill(undefined);
  for (const c of candidates) for (let k = c.first; k <= c.last; k++) labels[k] = c.entry.label;
  return labels;
}

const CASE_WORD =
  /(?:notat|notatet|vedtak|vedtaket|referat|referatet|søknad|søknaden|melding|meldingen|meldinga|rapport|rapporten|sak|saken|saka|brev|brevet|skjema|skjemaet|møte|møtet|avtale|avtalen|journal|journalen|epikrise|epikrisen|henvisning|henvisningen|tilvising|erklæring|erklæringen|uttalelse|uttalelsen|klage|klagen)$/u;

/** The sequence model's spans in a sentence that no lexicon candidate touches. */
function modelCandidates(
  tagger: Tagger,
  sentence: readonly Token[],
  lexicon: readonly Candidate[],
  language: Language,
): Candidate[] {
  const labels = lexiconLabels(sentence, lexicon);
  const features = sentenceFeatures(sentence, labels);
  const emit = emissions(tagger, features);
  const path = viterbi(tagger, emit, sentence.length);
  const out: Candidate[] = [];
  for (const [first, last, label] of spansOfPath(path)) {
    if (!WORD.test(sentence[first]!.text)) continue;
    // Reference numbers ("EPI-2024-0553198") and nationality or brand words inside a sentence
    // ("Iranian", "Scania") are not unknown drugs or diagnoses (issue 28).
    if (sentence.slice(first, last + 1).some((t) => /\d/.test(t.text))) continue;
    if (first > 0 && /^\p{Lu}/u.test(sentence[first]!.text)) continue;
    // A case file's own genre words ("saksnotat", "vedtaket", "henvisningen") are no diagnoses.
    if (sentence.slice(first, last + 1).some((t) => CASE_WORD.test(t.text.toLowerCase()))) continue;
    if (labels.slice(first, last + 1).some((l) => l !== undefined)) continue;
    if (spanMargin(tagger, emit, path, first, last) < MODEL_MARGIN) continue;
    out.push({
      entry: MODEL_ENTRIES.get(`${language}:${label satisfies SensitiveLabel}`)!,
      sentence,
      first,
      last,
      start: sentence[first]!.start,
      end: sentence[last]!.end,
      compound: 'model',
    });
  }
  return out;
}

/**
 * Every lexicon term in `text` for the page's language, sentence by sentence: whole words and
 * phrases first (longest wins), then, in Norwegian, compounds; then what the sequence model
 * proposes where no term was found (`tagger`; null for the lexicon alone). Candidates never overlap.
 */
export function findCandidates(
  text: string,
  language: Language,
  tagger: Tagger | null = shippedTagger(),
): Candidate[] {
  const index = indexFor(language);
  const tokens = tokenize(text);
  const out: Candidate[] = [];
  for (const sentence of splitSentences(text, tokens)) {
    const before = out.length;
    for (let i = 0; i < sentence.length; i++) {
      const token = sentence[i]!;
      if (!WORD.test(token.text)) continue;
      const lower = token.text.toLowerCase();
      const whole = longestForm(index, text, sentence, i, lower);
      if (whole) {
        out.push({
          entry: whole.entry,
          sentence,
          first: i,
          last: whole.last,
          start: token.start,
          end: sentence[whole.last]!.end,
          compound: 'none',
        });
        i = whole.last;
        continue;
      }
      // A hyphenated word: any part that is a term ("ADHD-diagnose", "covid-positiv").
      let found: { entry: LexiconEntry; compound: CompoundKind } | undefined;
      if (lower.includes('-')) {
        for (const part of lower.split('-')) {
          const forms = index.byFirst.get(part)?.filter((form) => form.rest.length === 0);
          if (forms?.length) {
            found = { entry: forms[0]!.entry, compound: 'part' };
            break;
          }
        }
      }
      if (!found && language === 'no') found = compoundOf(index, lower);
      if (!found) {
        const byForm = morphologyEntry(lower, language);
        if (byForm) found = { entry: byForm, compound: 'form' };
      }
      if (found) out.push({ ...found, sentence, first: i, last: i, start: token.start, end: token.end });
    }
    if (tagger) {
      const proposed = modelCandidates(tagger, sentence, out.slice(before), language);
      if (proposed.length > 0) {
        out.push(...proposed);
        const sorted = out.splice(before).sort((a, b) => a.start - b.start);
        out.push(...sorted);
      }
    }
  }
  return out;
}
