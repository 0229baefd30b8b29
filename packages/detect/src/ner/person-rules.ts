// Person-name rules around the NER model (Norwegian perceptron or compromise): what the model,
// trained on news text, misses or gets wrong in case files and forms.
//
// Added: names after form labels ("Navn:", "Mor:", "Interpreter:"), the "SURNAME, Given" form of
// registers, names in a table column headed "Navn"/"Name"/"Foresatt", runs of capitalised words
// that start with a known given name or hold a known surname (name-lexicon.ts and the model's
// gazetteer), and later mentions of a name the document has already given in full ("Saba" after
// "GEBREMEDHIN, Saba Yonas").
// Removed: "names" with digits, titles alone ("Dr"), car models ("Tesla Model Y"), organisations
// ("Glassmester Berg AS", "… legesenter"), eponyms of diseases ("Huntingtons sykdom"), and a
// single unknown capitalised word at a sentence start or before a colon ("Eleven", "Bustad:").
import { columnHeaderAt } from '../recognizers/table-column.ts';
import type { NerSpan } from './find-entities.ts';
import { hashString } from './hash.ts';
import { foldName, GIVEN_NAMES, NAME_PARTICLES, SURNAMES } from './name-lexicon.ts';
import { GAZ_FIRST, GAZ_LAST, GAZ_PLACE, GAZ_ROLE, type Lexicon } from './word-info.ts';

const LABEL_SCORE = 0.85;
const REGISTER_SCORE = 0.8;
const COLUMN_SCORE = 0.85;
const LEXICON_SCORE = 0.75;
const MENTION_SCORE = 0.7;

// A name word: capitalised ("Anne-Lise", "O'Reilly", "Al-Khatib", "Đức") or in capitals ("KARIMI").
const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}\p{M}]+|\p{Lu}[\p{Lu}\p{M}]+|\p{Lu}['’]\p{Lu}[\p{Ll}\p{M}]+)(?:[-'’](?:\p{Lu}[\p{Ll}\p{M}]+|\p{Lu}[\p{Lu}\p{M}]+|\p{Ll}[\p{Ll}\p{M}]+))*$/u;
const ALL_CAPS = /^[\p{Lu}\p{M}'’-]+$/u;
// Words separated by one space (never a line break, a comma or other punctuation).
const WORD_AT = /[\p{L}\p{M}'’-]+/uy;

// Form labels whose value is a person's name.
const LABELS = [
  'navn',
  'fullt navn',
  'name',
  'full name',
  'mor',
  'far',
  'barn',
  'barnet',
  'bror',
  'søster',
  'halvbror',
  'halvsøster',
  'halvsyster',
  'stefar',
  'stemor',
  'sønn',
  'datter',
  'dotter',
  'ektefelle',
  'samboer',
  'mother',
  'father',
  'child',
  'spouse',
  'søker',
  'klager',
  'pasient',
  'pas',
  'patient',
  'saksøker',
  'saksøkte',
  'fornærmede',
  'mistenkte',
  'siktede',
  'tiltalte',
  'vitne',
  'witness',
  'tolk',
  'interpreter',
  'interviewer',
  'intervjuer',
  'lawyer',
  'advokat',
  'counsel',
  'next of kin',
  'pårørende',
  'nærmeste pårørende',
  'kontaktperson',
  'contact person',
  'fastlege',
  'gp',
  'lege',
  'behandler',
  'saksbehandler',
  'sakshandsamar',
  'case officer',
  'respondent',
  'complainant',
  'reported by',
  'approved',
  'approved by',
  'godkjent',
  'godkjent av',
  'signert',
  'elev',
  'eleven',
  'student',
  'pupil',
  'foresatt',
  'føresett',
  'verge',
  'guardian',
  'forsikrede',
  'skadelidte',
  'fører',
  'driver',
  'eier',
  'owner',
  'arbeidstaker',
  'employee',
  'medlem',
  'member',
  'kontaktlærer',
  'kontaktlærar',
  'rektor',
  'leder',
  'referent',
  'deltaker',
  'deltakere',
];
// Anchored at the colon: the text is scanned for ":" and only the words before it are tried,
// which is far cheaper than running a hundred-way alternation at every position.
const LABEL_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${LABELS.map((l) => l.replace(/ /g, '[ \u00a0]')).join('|')})[ \u00a0]*$`,
  'iu',
);
const AFTER_COLON = /:[ \u00a0]*/y;
const NATIONALITY = /(?:ish|ese|ian|ean|ic|sk|ansk|ensk)$/u;
// Titles between a label and the name: "Lawyer: adv. Tone Hammer", "GP: Dr. Vo Thi Lan".
const TITLE_AT =
  /(?:adv|advokat|dr|lege|prof|professor|mr|mrs|ms|miss|sr|fru|herr|politibetjent|overlege)\.?[ \u00a0]+/iuy;

// Table columns whose cells are names.
const NAME_COLUMN =
  /^(?:navn|name|full name|elev|eleven|student|pupil|foresatt|foresatte|føresett|føresette|forelder|foreldre|parent|parents|mor|far|pasient|patient|kontaktperson|contact|deltaker|ansatt|employee|vitne|witness|tolk|interpreter|medlem|member)\b/u;
const CELL = /[^|\n]+/gu;

// What may follow a capitalised run and shows it names no person.
const ORGANISATION_AFTER =
  /^[ \u00a0]*(?:&|(?:AS|ASA|DA|ANS|SA|BA|NUF|Ltd|Inc|GmbH|AB|legesenter|legesenteret|legekontor|legekontoret|sykehus|sykehuset|sjukehus|hospital|Hospital|Hospital\b|klinikk|mottak|mottaket|skole|skule|barnehage|kommune|fylkeskommune|politidistrikt|club|klubb|IL|FK|Street|Road|gate|veien|vegen)(?![\p{L}]))/u;
const DISEASE_AFTER = /^[ \u00a0]*(?:sykdom|sjukdom|syndrom|syndrome|disease|sykdommen)(?![\p{L}])/iu;
const VEHICLE_MAKES = new Set(
  (
    'audi bmw citroën citroen dacia fiat ford honda hyundai jaguar jeep kia lexus mazda mercedes mercedes-benz ' +
    'mitsubishi nissan opel peugeot polestar porsche renault saab scania seat skoda škoda subaru suzuki tesla ' +
    'toyota volkswagen vw volvo iveco man byd nio'
  ).split(' '),
);
const TITLES = new Set('dr dr. adv adv. prof mr mrs ms sr st'.split(' '));

interface Word {
  text: string;
  start: number;
  end: number;
}

/** What the rules know about words: the name lists and, when the model is there, its lexicon. */
class Names {
  // Per text only (dropped with the instance): no document words stay in memory between calls.
  private readonly known = new Map<string, number>();

  constructor(private readonly lexicon: Lexicon | null) {}

  /** Bit 1 given, 2 surname, 4 common, 8 place only; computed once per word of the text. */
  private kinds(word: string): number {
    let kinds = this.known.get(word);
    if (kinds === undefined) {
      const given = this.listed(word, GIVEN_NAMES) || (this.bits(word) & GAZ_FIRST) !== 0;
      const surname = this.listed(word, SURNAMES) || (this.bits(word) & GAZ_LAST) !== 0;
      const bits = this.bits(word);
      const common =
        !given &&
        !surname &&
        ((bits & GAZ_ROLE) !== 0 || (this.lexicon?.common.has(hashString(word.toLowerCase())) ?? false));
      const placeOnly = !given && !surname && (bits & GAZ_PLACE) !== 0;
      kinds = (given ? 1 : 0) | (surname ? 2 : 0) | (common ? 4 : 0) | (placeOnly ? 8 : 0);
      this.known.set(word, kinds);
    }
    return kinds;
  }

  private bits(word: string): number {
    return this.lexicon?.gazetteer.get(word.toLowerCase()) ?? 0;
  }

  private listed(word: string, list: ReadonlySet<string>): boolean {
    const lower = word.toLowerCase();
    if (list.has(lower) || (/[^ -~]/.test(lower) && list.has(foldName(lower)))) return true;
    return lower.includes('-') && lower.split('-').some((part) => list.has(part) || list.has(foldName(part)));
  }

  isGiven(word: string): boolean {
    return (this.kinds(word) & 1) !== 0;
  }

  isSurname(word: string): boolean {
    return (this.kinds(word) & 2) !== 0;
  }

  isKnown(word: string): boolean {
    return (this.kinds(word) & 3) !== 0;
  }

  /** A word used in lower case in ordinary text (or a role word), and no listed name. */
  isCommon(word: string): boolean {
    return (this.kinds(word) & 4) !== 0;
  }

  /** Written in lower case in ordinary text, whether or not it is also a name ("Hans", "Per", "Line"). */
  isLowerCaseWord(word: string): boolean {
    return this.lexicon?.common.has(hashString(word.toLowerCase())) ?? false;
  }

  isPlaceOnly(word: string): boolean {
    return (this.kinds(word) & 8) !== 0;
  }
}

/** The name words from `pos` on: one space between words, particles inside, at most `max` words. */
function readRun(text: string, pos: number, max = 5): Word[] {
  const words: Word[] = [];
  let at = pos;
  while (words.length < max) {
    WORD_AT.lastIndex = at;
    const m = WORD_AT.exec(text);
    if (!m) break;
    const word = m[0];
    const isParticle = words.length > 0 && NAME_PARTICLES.has(word);
    if (!isParticle && !NAME_WORD.test(word)) break;
    words.push({ text: word, start: at, end: at + word.length });
    at += word.length;
    if (text[at] !== ' ' && text[at] !== '\u00a0') break;
    at++;
  }
  // A particle is never last ("Kari de" + lower-case word).
  while (words.length > 0 && NAME_PARTICLES.has(words[words.length - 1]!.text)) words.pop();
  return words;
}

function spanOf(words: readonly Word[], score: number, reason: string): NerSpan {
  return { label: 'PERSON', start: words[0]!.start, end: words[words.length - 1]!.end, score, reason };
}

/** Whether a candidate span is, by what surrounds it, no person at all. */
function isNotPerson(text: string, span: { start: number; end: number }): boolean {
  const value = text.slice(span.start, span.end);
  if (/\d/.test(value)) return true;
  // "type 1A. Hennes": a name does not start inside a token.
  if (span.start > 0 && /[\p{L}\d]/u.test(text[span.start - 1]!)) return true;
  const first = value.split(/[\s]/)[0]!.toLowerCase();
  // One letter ("Kjøretøy B") or two capitals ("NN") are no name; "Na", "Le", "Vo" may be.
  if (value.length <= 1 || /^\p{Lu}{2}$/u.test(value) || TITLES.has(value.toLowerCase())) return true;
  if (VEHICLE_MAKES.has(first)) return true;
  const after = text.slice(span.end, span.end + 40);
  if (ORGANISATION_AFTER.test(after) || DISEASE_AFTER.test(after)) return true;
  const words = value.split(/\s+/);
  const last = words[words.length - 1]!;
  // "Glassmester Berg AS", "Advokatfirmaet Sunnmøre DA": the company form is part of the span.
  if (COMPANY_FORM.test(last) || ORGANISATION_HEAD.test(last)) return true;
  // "Troponin T": a single letter without a period closes no name.
  if (/^\p{Lu}$/u.test(last)) return true;
  // "Dale mottak", "Ho Chi Minh-byen": a lower-case word or word part after the first word.
  if (words.slice(1).some((w) => /^\p{Ll}/u.test(w) && !NAME_PARTICLES.has(w)) || /-\p{Ll}{3,}$/u.test(last))
    return true;
  // "BankID", "iPhone": capitals inside a word, other than Mc/Mac/O'/De.
  if (
    words.some((w) => /^(?!Mc|Mac|De|Di|La|Le|Van)\p{L}+\p{Ll}\p{Lu}/u.test(w) || /^\p{Ll}+\p{Lu}/u.test(w))
  )
    return true;
  // "A. KRISETEAMETS", "B. TOLKER": a lettered heading.
  return /^\p{Lu}\.\s+[\p{Lu}\s-]+$/u.test(value);
}

// "Green Party", "Oslo Bank": the last word names an organisation.
const ORGANISATION_HEAD =
  /^(?:Party|Parti|Partiet|Group|Gruppen|Bank|Banken|Hospital|Sykehus|Universitet|Universitetet|University|Council|Association|Forening|Foreningen|Forbund|Forbundet|Kommune|Company|Church|Kirke|Kirken)$/u;
const COMPANY_FORM = /^(?:AS|ASA|DA|ANS|SA|BA|NUF|KS|Ltd|Inc|GmbH|AB|Oy|Co)$/u;

/** "A. Hennes": a model span whose words (initials aside) are all ordinary words. */
function isOrdinaryWords(text: string, span: NerSpan, names: Names): boolean {
  // A single word is judged by where it stands (isDoubtfulSingle): "sier Hoff" is a name.
  if (!/\s/.test(text.slice(span.start, span.end))) return false;
  const words = text
    .slice(span.start, span.end)
    .split(/\s+/)
    .filter((w) => !/^\p{Lu}\.$/u.test(w));
  return words.length > 0 && words.every((w) => names.isCommon(w));
}

// Family words right before a given name: "the couple's son, Filip", "halvbroren Filmon".
const FAMILY_WORDS =
  'son|daughter|wife|husband|brother|sister|mother|father|partner|sønn|sønnen|sonen|datter|datteren|dattera|dotter|dottera|kone|kona|mann|mannen|ektemann|bror|broren|søster|søsteren|søstera|syster|systera|halvbror|halvbroren|halvsøster|halvsyster|samboer|samboeren|sambuar|sambuaren';
const RELATION_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${FAMILY_WORDS})(?:,|[ \\u00a0]+(?:is|er|var|was|heter|het|named|called))?[ \\u00a0]+$`,
  'iu',
);
const FAMILY_WORD = new RegExp(`^(?:${FAMILY_WORDS})[ \\u00a0]+`, 'iu');

/** "Halvbroren Filmon": a family word the model took into the name is not part of it. */
function withoutFamilyWord(text: string, span: NerSpan): NerSpan {
  const m = FAMILY_WORD.exec(text.slice(span.start, span.end));
  return m && span.start + m[0].length < span.end ? { ...span, start: span.start + m[0].length } : span;
}

/** "Solveig Olsen  Fnr.: …": the label of the next form field (a word before ":") is not part of the name. */
function withoutNextLabel(text: string, span: NerSpan): NerSpan {
  if (!/^\.?:/.test(text.slice(span.end, span.end + 2))) return span;
  const value = text.slice(span.start, span.end);
  const cut = value.search(/\s+\S+$/u);
  return cut > 0 ? { ...span, end: span.start + cut } : span;
}

/** "Tromsø⏎Sigrun Eliassen": a town ending the line above is not part of the name below. */
function withoutPlaceLine(text: string, span: NerSpan, names: Names): NerSpan {
  const value = text.slice(span.start, span.end);
  const newline = value.indexOf('\n');
  if (newline < 0) return span;
  const firstLine = value.slice(0, newline).trim().split(/\s+/);
  const isPlace = firstLine.every((w) => names.isPlaceOnly(w) || /^\d{4}$/.test(w));
  const before = text.slice(Math.max(0, span.start - 6), span.start);
  if (!isPlace && !/\d{4}[ \u00a0]$/.test(before)) return span;
  const start = span.start + newline + 1;
  return start < span.end ? { ...span, start } : span;
}

/** Names after form labels: "Navn: Kari Nordmann", "Barn: GEBREMEDHIN, Saba Yonas", "Lawyer: adv. Tone Hammer". */
function labelledNames(text: string, names: Names): NerSpan[] {
  const spans: NerSpan[] = [];
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    const label = LABEL_BEFORE.exec(text.slice(Math.max(0, colon - 24), colon));
    if (!label) continue;
    AFTER_COLON.lastIndex = colon;
    AFTER_COLON.exec(text);
    let at = AFTER_COLON.lastIndex;
    TITLE_AT.lastIndex = at;
    if (TITLE_AT.exec(text)) at = TITLE_AT.lastIndex;
    const words = readRun(text, at);
    if (words.length === 0) continue;
    // "Mor: Ukjent", "Tolk: Polsk": one ordinary word is no name.
    if (names.isCommon(words[0]!.text) || names.isPlaceOnly(words[0]!.text)) continue;
    // "Interpreter: Polish": a language or nationality, not a name.
    if (words.length === 1 && !names.isKnown(words[0]!.text) && NATIONALITY.test(words[0]!.text)) continue;
    const register = readRegisterTail(text, words, names);
    spans.push(spanOf(register ?? words, LABEL_SCORE, `name after the form label '${label[0].trim()}'`));
  }
  return spans;
}

/** "KARIMI, Hawre Jalal" after a run: the given names after the comma belong to it. */
function readRegisterTail(text: string, words: readonly Word[], names: Names): Word[] | undefined {
  const last = words[words.length - 1]!;
  if (!words.every((w) => ALL_CAPS.test(w.text)) || !/^,[ \u00a0]/.test(text.slice(last.end, last.end + 2)))
    return undefined;
  const given = readRun(text, last.end + 2, 4);
  if (given.length === 0 || given.some((w) => ALL_CAPS.test(w.text) || names.isCommon(w.text)))
    return undefined;
  return [...words, ...given];
}

// Family words right before a given name: "the couple's son, Filip", "dottera Saba".
/** A known given name right after a family word ("son, Filip (6 years old)"). */
function relationNames(text: string, runs: readonly Word[][], names: Names): NerSpan[] {
  const spans: NerSpan[] = [];
  for (const run of runs) {
    // The family word may open the run itself ("Halvbroren Filmon" at a sentence start).
    const i = run.findIndex((w) => names.isGiven(w.text));
    if (i < 0) continue;
    const first = run[i]!;
    if (!RELATION_BEFORE.test(text.slice(Math.max(0, first.start - 24), first.start))) continue;
    spans.push(spanOf(run.slice(i), LEXICON_SCORE, 'known given name after a family word'));
  }
  return spans;
}

/** "PETRAUSKAS, Lukas": surname in capitals, comma, given names, with a known name on either side. */
function registerNames(text: string, runs: readonly Word[][], names: Names): NerSpan[] {
  const spans: NerSpan[] = [];
  for (const run of runs) {
    const last = run[run.length - 1]!;
    if (text[last.end] !== ',' || !/[ \u00a0]/.test(text[last.end + 1] ?? '')) continue;
    // The words in capitals at the end of the run ("Motpart KAZLAUSKAS" → "KAZLAUSKAS").
    let first = run.length;
    while (
      first > 0 &&
      run.length - first < 2 &&
      run[first - 1]!.text.length > 1 &&
      ALL_CAPS.test(run[first - 1]!.text)
    )
      first--;
    const surnames = run.slice(first);
    if (surnames.length === 0) continue;
    const given = readRun(text, last.end + 2, 4);
    if (given.length === 0 || given.some((w) => ALL_CAPS.test(w.text))) continue;
    if (surnames.some((w) => names.isCommon(w.text) || names.isPlaceOnly(w.text))) continue;
    if (given.some((w) => names.isCommon(w.text))) continue;
    if (!given.some((w) => names.isGiven(w.text)) && !surnames.some((w) => names.isSurname(w.text))) continue;
    const reason = "name in the register form 'SURNAME, Given names'";
    spans.push({
      label: 'PERSON',
      start: surnames[0]!.start,
      end: given[given.length - 1]!.end,
      score: REGISTER_SCORE,
      reason,
    });
  }
  return spans;
}

/** Cells of a table column headed "Navn", "Foresatte" …: each name in the cell ("Siri Brekke / Ola Hauge"). */
function columnNames(text: string, names: Names): NerSpan[] {
  if (!text.includes('|')) return [];
  const spans: NerSpan[] = [];
  CELL.lastIndex = 0;
  for (let m = CELL.exec(text); m !== null; m = CELL.exec(text)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    if (text[lineStart] !== '|' || !m[0].trim()) continue;
    const header = columnHeaderAt(text, m.index);
    if (header === undefined || !NAME_COLUMN.test(header)) continue;
    // Names in a cell are separated by "/", "," or "og"/"and".
    const cellEnd = m.index + m[0].length;
    let at = m.index;
    while (at < cellEnd) {
      while (at < cellEnd && /[\s/,]/.test(text[at]!)) at++;
      const words = readRun(text, at).filter((w) => w.end <= cellEnd);
      if (words.length > 0 && !words.every((w) => names.isCommon(w.text)))
        spans.push(spanOf(words, COLUMN_SCORE, `name in a table column headed '${header}'`));
      const next = text.slice(at, cellEnd).search(/[/,]/);
      if (next < 0) break;
      at += next + 1;
    }
  }
  return spans;
}

const UPPER = /\p{Lu}/gu;
const WORD_CHAR = /[\p{L}\p{M}\d'’-]/u;

/** Every run of name words in the text (readRun at each capital that starts a word), in order. */
function capitalisedRuns(text: string): Word[][] {
  const runs: Word[][] = [];
  UPPER.lastIndex = 0;
  for (let m = UPPER.exec(text); m !== null; m = UPPER.exec(text)) {
    if (m.index > 0 && WORD_CHAR.test(text[m.index - 1]!)) continue;
    const words = readRun(text, m.index);
    if (words.length === 0) continue;
    runs.push(words);
    UPPER.lastIndex = words[words.length - 1]!.end;
  }
  return runs;
}

/**
 * Runs of two to five name words that hold a known given name ("Eirik Vold", "Trần Văn Đức"), or a
 * known surname next to capitalised words that are not ordinary words ("Rebin Mahmoudi").
 */
function lexiconNames(runs: readonly Word[][], names: Names): NerSpan[] {
  const spans: NerSpan[] = [];
  for (const words of runs) {
    // Leading ordinary words ("Vitne Maria Hansen") are not part of the name.
    let from = 0;
    while (from < words.length && !names.isKnown(words[from]!.text) && names.isCommon(words[from]!.text))
      from++;
    // "Motpart KAZLAUSKAS": an unknown capitalised word before a name in capitals is a label.
    while (
      from < words.length - 1 &&
      !names.isKnown(words[from]!.text) &&
      !ALL_CAPS.test(words[from]!.text) &&
      ALL_CAPS.test(words[from + 1]!.text)
    )
      from++;
    // "Prosjektleder Lena Larsen", "Dødssyke Hannah Berg": unknown words before the first known
    // name are a title or a description, not part of the name.
    const firstKnown = words.findIndex((w, i) => i >= from && names.isKnown(w.text));
    if (firstKnown > from && words.slice(firstKnown).some((w) => names.isGiven(w.text))) from = firstKnown;
    const run = words.slice(from);
    const real = run.filter((w) => !NAME_PARTICLES.has(w.text));
    if (real.length < 2) continue;
    const isCaps = real.every((w) => ALL_CAPS.test(w.text));
    const hasGiven = real.some((w) => names.isGiven(w.text));
    const hasSurname = real.some((w) => names.isSurname(w.text));
    const othersPlain = real.every(
      (w) => names.isKnown(w.text) || (!names.isCommon(w.text) && !names.isPlaceOnly(w.text)),
    );
    // Capitals are headings as often as names: they need a given name and a surname.
    const ok = isCaps ? hasGiven && hasSurname : (hasGiven || hasSurname) && othersPlain;
    if (!ok) continue;
    // "Maria Kowalska and" is fine; a run that goes on into a place ("Berg Oslo") is cut before it.
    let end = run.length;
    while (end > 0 && names.isPlaceOnly(run[end - 1]!.text)) end--;
    if (run.slice(0, end).filter((w) => !NAME_PARTICLES.has(w.text)).length < 2) continue;
    spans.push(
      spanOf(run.slice(0, end), LEXICON_SCORE, 'capitalised words with a known given name or surname'),
    );
  }
  return spans;
}

/** Words of the names already found that can name the person alone later on. */
function nameMemory(text: string, spans: readonly NerSpan[], names: Names): Set<string> {
  const memory = new Set<string>();
  for (const span of spans) {
    const words = text
      .slice(span.start, span.end)
      .split(/[\s,]+/)
      .filter(Boolean);
    if (words.length < 2 || span.score < 0.6) continue;
    for (const word of words) {
      if (word.length < 3 || !NAME_WORD.test(word) || NAME_PARTICLES.has(word)) continue;
      if (names.isCommon(word) || names.isPlaceOnly(word) || names.isLowerCaseWord(word)) continue;
      memory.add(word.toLowerCase());
    }
  }
  return memory;
}

/** Later mentions of a remembered name word ("Saba", "Wiśniewski"), with remembered neighbours. */
function mentions(runs: readonly Word[][], memory: ReadonlySet<string>): NerSpan[] {
  if (memory.size === 0) return [];
  const spans: NerSpan[] = [];
  for (const words of runs) {
    let i = 0;
    while (i < words.length) {
      if (!memory.has(words[i]!.text.toLowerCase())) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < words.length && memory.has(words[j]!.text.toLowerCase())) j++;
      spans.push(
        spanOf(words.slice(i, j), MENTION_SCORE, 'another mention of a name the text gives in full'),
      );
      i = j;
    }
  }
  return spans;
}

/**
 * A single word the model calls a name, though the text itself shows it is an ordinary word: the
 * same word in lower case elsewhere in the text ("Eleven har …" and "… eleven"), a form label
 * ("Bustad:"), or a word the lexicon knows in lower case.
 */
function isDoubtfulSingle(
  text: string,
  span: NerSpan,
  names: Names,
  memory: ReadonlySet<string>,
  lowerWords: ReadonlySet<string>,
): boolean {
  const value = text.slice(span.start, span.end);
  if (/\s/.test(value)) return false;
  if (names.isKnown(value) || memory.has(value.toLowerCase())) return false;
  if (/^[ \u00a0]*:/.test(text.slice(span.end, span.end + 3))) return true;
  // Mid-sentence a capital is evidence of a name ("sier Hoff"); at a sentence start it is none.
  if (!SENTENCE_START_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start))) return false;
  return lowerWords.has(value.toLowerCase()) || names.isCommon(value);
}

const SENTENCE_START_BEFORE = /(?:^|[.!?:]\s+|\n\s*|\n\s*[-–•*]\s+)$/u;

const LOWER_WORD = /(?<![\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}]{2,}/gu;

/** The words the text writes in lower case (only those of the model's single-word names are kept). */
function lowerCaseWords(text: string, wanted: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  if (wanted.size === 0) return found;
  LOWER_WORD.lastIndex = 0;
  for (let m = LOWER_WORD.exec(text); m !== null; m = LOWER_WORD.exec(text))
    if (wanted.has(m[0])) found.add(m[0]);
  return found;
}

/** Joins overlapping or touching-by-space PERSON spans into one; other labels pass unchanged. */
function mergePersons(spans: NerSpan[]): NerSpan[] {
  const persons = spans
    .filter((s) => s.label === 'PERSON')
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const others = spans.filter((s) => s.label !== 'PERSON');
  const merged: NerSpan[] = [];
  for (const span of persons) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.score = Math.max(last.score, span.score);
    } else merged.push({ ...span });
  }
  // A place or organisation inside a person's name is part of the name ("Line Berg Sørensen").
  const kept = others.filter((o) => !merged.some((p) => p.start <= o.start && o.end <= p.end));
  return [...merged, ...kept].sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * Person names in `text`: the model's, less those that are no person, plus the rules' names and
 * later mentions of names the text already gave. Other labels are kept, except inside a name.
 */
export function refinePersons(
  text: string,
  entities: readonly NerSpan[],
  lexicon: Lexicon | null,
): NerSpan[] {
  const names = new Names(lexicon);
  const fromModel = entities
    .map((e) =>
      e.label === 'PERSON'
        ? withoutNextLabel(text, withoutFamilyWord(text, withoutPlaceLine(text, e, names)))
        : e,
    )
    .filter((e) => e.label !== 'PERSON' || !(isNotPerson(text, e) || isOrdinaryWords(text, e, names)));
  const runs = capitalisedRuns(text);
  const strong = [
    ...labelledNames(text, names),
    ...registerNames(text, runs, names),
    ...relationNames(text, runs, names),
    ...columnNames(text, names),
  ].filter((s) => !isNotPerson(text, s));
  // "Jan Mayen", "Brandenburger Tor": where the model reads the words as a place or organisation,
  // a name found from the word lists alone gives way; a later mention of a name the text gave in
  // full is stronger, and only a longer place or organisation holds it.
  const others = fromModel.filter((e) => e.label !== 'PERSON' && e.score >= 0.5);
  const isInsideOther = (s: NerSpan, strictly: boolean) =>
    others.some(
      (o) => o.start <= s.start && s.end <= o.end && (!strictly || o.end - o.start > s.end - s.start),
    );
  const fromLexicon = lexiconNames(runs, names).filter(
    (s) => !isNotPerson(text, s) && !isInsideOther(s, false),
  );
  const fromRules = [...strong, ...fromLexicon];
  const memory = nameMemory(text, [...fromModel.filter((e) => e.label === 'PERSON'), ...fromRules], names);
  const singles = new Set(
    fromModel
      .filter((e) => e.label === 'PERSON')
      .map((e) => text.slice(e.start, e.end).toLowerCase())
      .filter((v) => !/\s/.test(v)),
  );
  const lowerWords = lowerCaseWords(text, singles);
  const kept = fromModel.filter(
    (e) => e.label !== 'PERSON' || !isDoubtfulSingle(text, e, names, memory, lowerWords),
  );
  const later = mentions(runs, memory).filter((s) => !isNotPerson(text, s) && !isInsideOther(s, true));
  return mergePersons([...kept, ...fromRules, ...later]);
}
