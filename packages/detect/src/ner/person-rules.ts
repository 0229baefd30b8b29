// Person-name rules around the NER model (Norwegian perceptron or compromise): what the model,
// trained on news text, misses or gets wrong in case files and forms.
//
// Added: names after form labels ("Navn:", "Mor:", "Interpreter:"), the "SURNAME, Given" form of
// registers (also with initials, "ADOLPH, E. F.", and all in capitals on a line of its own,
// "LAVALLEY, ROBERT CLINTON"), names after initials or a title ("J. E. LOVELOCK", "Mr LOVELOCK"),
// names in a table column headed "Navn"/"Name"/"Foresatt", runs of capitalised words that start
// with a known given name or hold a known surname (name-lexicon.ts and the model's gazetteer),
// Arabic names by their form ("Osama al-Obeidi", "Imad Abu Khalil"), and later mentions of a name
// the document has already given in full ("Saba" after "GEBREMEDHIN, Saba Yonas").
// Removed: "names" with digits, titles alone ("Dr", "Prof") and titles before a name, car models
// ("Tesla Model Y"), organisations ("Glassmester Berg AS", "… legesenter"), eponyms of diseases
// ("Huntingtons sykdom"), abbreviations in capitals that compromise knows as first names ("MEL",
// "BEA"), and a single unknown capitalised word at a sentence start or before a colon ("Eleven",
// "Bustad:").
import { columnHeaderAt } from '../recognizers/table-column.ts';
import type { NerSpan } from './find-entities.ts';
import { hashString } from './hash.ts';
import { foldName, GIVEN_NAMES, NAME_PARTICLES, SURNAMES } from './name-lexicon.ts';
import { GAZ_FIRST, GAZ_LAST, GAZ_ORG, GAZ_PLACE, GAZ_ROLE, type Lexicon } from './word-info.ts';

const LABEL_SCORE = 0.85;
const REGISTER_SCORE = 0.8;
const COLUMN_SCORE = 0.85;
const LEXICON_SCORE = 0.75;
const MENTION_SCORE = 0.7;

// A name word: capitalised ("Anne-Lise", "O'Reilly", "Al-Khatib", "Đức"), in capitals ("KARIMI"),
// or a capitalised name after the Arabic article in lower case ("al-Rashid", "ash-Shami",
// "ud-Din"), as transliterations of Arabic names write it inside a name ("Abd al-Rahman").
const ARTICLE_NAME = /^(?:a[dlnrstz]|ash|ath|e[dlnrstz]|u[dlnrstz])[-'’]\p{Lu}/u;
const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}\p{M}]+|\p{Lu}[\p{Lu}\p{M}]+|\p{Lu}['’]\p{Lu}[\p{Ll}\p{M}]+|(?:a[dlnrstz]|ash|ath|e[dlnrstz]|u[dlnrstz])[-'’]\p{Lu}[\p{Ll}\p{M}]+)(?:[-'’](?:\p{Lu}[\p{Ll}\p{M}]+|\p{Lu}[\p{Lu}\p{M}]+|\p{Ll}[\p{Ll}\p{M}]+))*$/u;
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
// Family words: "the couple's son, Filip", "halvbroren Filmon" (relationNames, ROLE_WORDS).
const FAMILY_WORD_LIST = (
  'son daughter wife husband brother sister mother father partner sønn sønnen sonen datter datteren ' +
  'dattera dotter dottera kone kona mann mannen ektemann bror broren søster søsteren søstera syster ' +
  'systera halvbror halvbroren halvsøster halvsyster samboer samboeren sambuar sambuaren'
).split(' ');
// Role words that open a sentence about a person ("Klienten Wael Al-Najjar møtte …"), never
// part of the name: the one-word form labels and the roles case files name people by.
const ROLE_WORDS: ReadonlySet<string> = new Set([
  ...LABELS.filter((l) => !l.includes(' ')),
  ...(
    'klient klienten klientens bruker brukeren brukar brukaren beboer beboeren bebuar bebuaren ' +
    'pasienten søkeren søkjar søkjaren klageren deltakeren kandidat kandidaten tiltalte domfelte ' +
    'innsatte applicant client resident tenant claimant defendant suspect'
  ).split(' '),
  ...FAMILY_WORD_LIST,
]);
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
// Titles and forms of address before a name ("Prof. Larsen", "Mr W. J. Perkins", "SEN HAWLEY"):
// never part of the name (the name is what identifies the person), and evidence that a name
// follows. Those that are also ordinary words or names count only with their full stop.
const TITLE_WORDS = new Set(
  (
    'prof professor professors dr drs doktor mr mrs ms miss mx messrs mme mlle sir dame rev revd ' +
    'hon capt lt sgt supt insp judge justice adv advokat fru herr frk frøken overlege emeritus'
  ).split(' '),
);
const DOTTED_TITLES = new Set('sen rep gov gen col maj cmdr adm cpl pvt atty'.split(' '));
// Words that join the words of a heading in capitals ("ANDJUS AND LOVELOCK") and are no name.
const FUNCTION_WORDS = new Set(
  'and or of the for to by at in on from with og eller i på av til fra med om ved som er'.split(' '),
);
const FUNCTION_WORDS_IN_CAPITALS = new Set([...FUNCTION_WORDS].map((w) => w.toUpperCase()));
const LETTER = /\p{L}/u;
const MAX_TITLE = 10;
// Regular expressions used inside functions are built once here: the production build compiles
// those with \p{Lu}, \p{Ll} or \p{M} to `new RegExp(...)`, which would build one per call.
const CAPITAL = /\p{Lu}/u;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

/** Whether the character at `i` is a capital letter (ASCII without a regular expression). */
function isCapitalAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return c >= 65 && c <= 90;
  return c === c && CAPITAL.test(text[i]!);
}

/** Whether the character at `i` is a letter (ASCII without a regular expression). */
function isLetterAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return c === c && LETTER.test(text[i]!);
}

/** The length of the title at `at` in `text` (title, full stop, spaces), or 0. */
function titleLengthAt(text: string, at: number): number {
  if (at > 0 && LETTER_OR_DIGIT.test(text[at - 1]!)) return 0;
  let end = at;
  while (end < text.length && end - at <= MAX_TITLE && isLetterAt(text, end)) end++;
  if (end === at || end - at > MAX_TITLE) return 0;
  const word = text.slice(at, end).toLowerCase();
  const hasStop = text[end] === '.';
  let next = hasStop ? end + 1 : end;
  const spaced = next;
  while (text[next] === ' ' || text[next] === '\u00a0') next++;
  if (next === spaced) return 0;
  return TITLE_WORDS.has(word) || (hasStop && DOTTED_TITLES.has(word)) ? next - at : 0;
}

/** Whether a span's text is a title alone ("Prof", "Dr.", "Professors"). */
function isTitleOnly(value: string): boolean {
  if (value.length > MAX_TITLE + 1) return false;
  const lower = value.toLowerCase();
  const word = lower.endsWith('.') ? lower.slice(0, -1) : lower;
  return TITLES.has(lower) || TITLE_WORDS.has(word) || DOTTED_TITLES.has(word);
}

// A word closing a bracket at the start of a span: "(Volunteer) S. Bergmann" in a list of names.
const CLOSED_BRACKET_WORD = /^[^\s()]*\)[ \u00a0]+/u;
// Marks after a name: "Haghighat$", "ANDJUS*", "Hansen†" (footnotes and affiliations).
const TRAILING_MARKS = /[^\p{L}\p{M}.'’]+$/u;

/**
 * "Prof. Olsen", "Mr W. J. Perkins": the titles before a name are not part of it; neither is
 * the end of a bracket before it nor a footnote mark after it.
 */
function withoutTitle(text: string, span: NerSpan): NerSpan {
  let start = span.start;
  let close = start;
  while (close < span.end && text[close] !== ')') close++;
  if (close < span.end) {
    const bracket = CLOSED_BRACKET_WORD.exec(text.slice(start, span.end));
    if (bracket && start + bracket[0].length < span.end) start += bracket[0].length;
  }
  for (let length = titleLengthAt(text, start); length > 0; length = titleLengthAt(text, start)) {
    if (start + length >= span.end) break;
    start += length;
  }
  const last = text[span.end - 1]!;
  const marks =
    isLetterAt(text, span.end - 1) || last === '.' ? null : TRAILING_MARKS.exec(text.slice(start, span.end));
  const end = marks && marks.index > 0 ? start + marks.index : span.end;
  return start === span.start && end === span.end ? span : { ...span, start, end };
}

interface Word {
  text: string;
  start: number;
  end: number;
}

/** What the rules know about words: the name lists and, when the model is there, its lexicon. */
/** Whether a lower-cased word, its form without diacritics or a part of it is on a name list. */
function listed(lower: string, list: ReadonlySet<string>): boolean {
  if (list.has(lower) || (/[^ -~]/.test(lower) && list.has(foldName(lower)))) return true;
  return lower.includes('-') && lower.split('-').some((part) => list.has(part) || list.has(foldName(part)));
}

// Kinds of ordinary words, kept across texts per lexicon: only words of the general vocabulary
// on no name, place or organisation list and without digits ("Saken", "og"), as the model's word
// cache keeps (decision 0004). Names and other document content are kept per text only.
const ordinaryKinds = new WeakMap<Lexicon, Map<string, number>>();
const MAX_ORDINARY = 100_000;

function ordinaryKindsFor(lexicon: Lexicon): Map<string, number> {
  let kinds = ordinaryKinds.get(lexicon);
  if (kinds === undefined || kinds.size > MAX_ORDINARY) ordinaryKinds.set(lexicon, (kinds = new Map()));
  return kinds;
}

const DIGIT = /\d/;

class Names {
  // Per text only (dropped with the instance): no document words stay in memory between calls.
  private readonly known = new Map<string, number>();
  private readonly ordinary: Map<string, number>;

  constructor(private readonly lexicon: Lexicon | null) {
    // Without a lexicon no word is known to be ordinary: nothing is kept beyond the text.
    this.ordinary = lexicon === null ? this.known : ordinaryKindsFor(lexicon);
  }

  /**
   * Bit 1 given, 2 surname, 4 common, 8 place only, 16 role, 32 on the hand-written surname list;
   * computed once per word of the text (once per process for ordinary words).
   */
  private kinds(word: string): number {
    let kinds = this.known.get(word) ?? this.ordinary.get(word);
    if (kinds === undefined) {
      const lower = word.toLowerCase();
      const bits = this.lexicon?.gazetteer.get(lower) ?? 0;
      const listedSurname = listed(lower, SURNAMES);
      const given = listed(lower, GIVEN_NAMES) || (bits & GAZ_FIRST) !== 0;
      const surname = listedSurname || (bits & GAZ_LAST) !== 0;
      const isName = given || surname;
      const common =
        !isName && ((bits & GAZ_ROLE) !== 0 || (this.lexicon?.common.has(hashString(lower)) ?? false));
      const placeOnly = !isName && (bits & GAZ_PLACE) !== 0;
      const role = !isName && ((bits & GAZ_ROLE) !== 0 || ROLE_WORDS.has(lower));
      kinds =
        (given ? 1 : 0) |
        (surname ? 2 : 0) |
        (common ? 4 : 0) |
        (placeOnly ? 8 : 0) |
        (role ? 16 : 0) |
        (listedSurname ? 32 : 0);
      const isOrdinary = common && (bits & (GAZ_PLACE | GAZ_ORG)) === 0 && !DIGIT.test(word);
      (isOrdinary ? this.ordinary : this.known).set(word, kinds);
    }
    return kinds;
  }

  isGiven(word: string): boolean {
    return (this.kinds(word) & 1) !== 0;
  }

  isSurname(word: string): boolean {
    return (this.kinds(word) & 2) !== 0;
  }

  /** On the hand-written surname list (name-lexicon.ts), not only the model's gazetteer. */
  isListedSurname(word: string): boolean {
    return (this.kinds(word) & 32) !== 0;
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

  /** A role or title ("Klienten", "Vitne", "Advokat") that is no listed name. */
  isRole(word: string): boolean {
    return (this.kinds(word) & 16) !== 0;
  }

  /** An ordinary word or a role that is no listed name. */
  isOrdinaryOrRole(word: string): boolean {
    return (this.kinds(word) & 20) !== 0;
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
    // "JOHNSON KANSAS CITY TO WASHINGTON": in capitals, "TO", "AND", "OF" join no name's words.
    if (FUNCTION_WORDS_IN_CAPITALS.has(word)) break;
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

const TWO_CAPITALS = /^\p{Lu}{2}$/u;
const INITIALS_ONLY = /^(?:\p{Lu}\.[ \u00a0]*)+$/u;
const ONE_CAPITAL = /^\p{Lu}$/u;
const STARTS_LOWER = /^\p{Ll}/u;
const LOWER_WORD_PART = /-\p{Ll}{3,}$/u;
const INNER_CAPITAL = /^(?!Mc|Mac|De|Di|La|Le|Van)\p{L}+\p{Ll}\p{Lu}/u;
const LOWER_THEN_CAPITAL = /^\p{Ll}+\p{Lu}/u;
const LETTERED_HEADING = /^\p{Lu}\.\s+[\p{Lu}\s-]+$/u;

/** Whether a candidate span is, by what surrounds it, no person at all. */
function isNotPerson(text: string, span: { start: number; end: number }): boolean {
  const value = text.slice(span.start, span.end);
  if (/\d/.test(value)) return true;
  // "type 1A. Hennes": a name does not start inside a token.
  if (span.start > 0 && LETTER_OR_DIGIT.test(text[span.start - 1]!)) return true;
  const first = value.split(/[\s]/)[0]!.toLowerCase();
  // One letter ("Kjøretøy B") or two capitals ("NN") are no name; "Na", "Le", "Vo" may be.
  if (value.length <= 1 || TWO_CAPITALS.test(value) || isTitleOnly(value)) return true;
  // Initials alone ("B.", "R. K.") name nobody.
  if (INITIALS_ONLY.test(value)) return true;
  if (VEHICLE_MAKES.has(first)) return true;
  const after = text.slice(span.end, span.end + 40);
  if (ORGANISATION_AFTER.test(after) || DISEASE_AFTER.test(after)) return true;
  const words = value.split(/\s+/);
  const last = words[words.length - 1]!;
  // "Glassmester Berg AS", "Advokatfirmaet Sunnmøre DA": the company form is part of the span.
  if (COMPANY_FORM.test(last) || ORGANISATION_HEAD.test(last)) return true;
  // "Troponin T": a single letter without a period closes no name, except a middle initial in
  // the register form ("VELEZ-GREEN, ALEXANDER J").
  if (ONE_CAPITAL.test(last) && !value.includes(',')) return true;
  // "Dale mottak", "Ho Chi Minh-byen": a lower-case word or word part after the first word.
  if (
    words.slice(1).some((w) => STARTS_LOWER.test(w) && !NAME_PARTICLES.has(w) && !ARTICLE_NAME.test(w)) ||
    LOWER_WORD_PART.test(last)
  )
    return true;
  // "BankID", "iPhone": capitals inside a word, other than Mc/Mac/O'/De.
  if (words.some((w) => INNER_CAPITAL.test(w) || LOWER_THEN_CAPITAL.test(w))) return true;
  // "A. KRISETEAMETS", "B. TOLKER": a lettered heading.
  return LETTERED_HEADING.test(value);
}

// "Green Party", "Oslo Bank": the last word names an organisation.
const ORGANISATION_HEAD =
  /^(?:Party|Parti|Partiet|Group|Gruppen|Bank|Banken|Hospital|Sykehus|Universitet|Universitetet|University|Council|Association|Forening|Foreningen|Forbund|Forbundet|Kommune|Company|Church|Kirke|Kirken|Foundation|Institute|Trust|Stiftelse|Stiftelsen)$/u;
const COMPANY_FORM = /^(?:AS|ASA|DA|ANS|SA|BA|NUF|KS|Ltd|Inc|GmbH|AB|Oy|Co)$/u;

const INITIAL = /^\p{Lu}\.$/u;

/** "A. Hennes": a model span whose words (initials aside) are all ordinary words. */
function isOrdinaryWords(text: string, span: NerSpan, names: Names): boolean {
  // A single word is judged by where it stands (isDoubtfulSingle): "sier Hoff" is a name.
  if (!/\s/.test(text.slice(span.start, span.end))) return false;
  const words = text
    .slice(span.start, span.end)
    .split(/\s+/)
    .filter((w) => !INITIAL.test(w));
  return words.length > 0 && words.every((w) => names.isCommon(w));
}

// A word of two or more letters of the line that is written in lower case.
const LOWER_CASE_WORD = /(?<![\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}]+/u;
const INITIAL_BEFORE = /\p{Lu}\.[ \u00a0]*$/u;
const CAPITALS_ONLY = /^\p{Lu}{2,}$/u;
const COMMA_THEN_CAPITAL = /^,[ \u00a0]+\p{Lu}/u;

/**
 * "FAA-approved MEL", "Safety (BEA), the", "an ELISA test": one word in capitals that the model
 * (compromise knows "Mel", "Bea" and "Elisa" as first names) calls a name, on a line written in
 * lower case, with no initials or title before it and no given names after a comma, is an
 * abbreviation. Running text writes a name with a capital and lower case; capitals there mark
 * abbreviations, except for a surname in the style of police reports ("I then saw SMITH"), which
 * is kept when it is longer than abbreviations usually are and the text does not bracket it.
 */
function isAbbreviation(text: string, span: NerSpan, names: Names): boolean {
  const value = text.slice(span.start, span.end);
  if (!CAPITALS_ONLY.test(value)) return false;
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const lineEnd = text.indexOf('\n', span.end);
  const rest = `${text.slice(lineStart, span.start)} ${text.slice(span.end, lineEnd < 0 ? text.length : lineEnd)}`;
  if (!LOWER_CASE_WORD.test(rest)) return false;
  if (INITIAL_BEFORE.test(text.slice(Math.max(0, span.start - 4), span.start))) return false;
  const title = wordBefore(text, span.start);
  if (title !== undefined && isTitleOnly(title)) return false;
  if (COMMA_THEN_CAPITAL.test(text.slice(span.end, span.end + 3))) return false;
  return value.length <= 4 || text.includes(`(${value})`) || !names.isSurname(value) || names.isGiven(value);
}

// Family words right before a given name: "the couple's son, Filip", "halvbroren Filmon".
const FAMILY_WORDS = FAMILY_WORD_LIST.join('|');
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

const SPACE_THEN_CAPITAL = /^[ \u00a0]\p{Lu}/u;

/** "Klienten Wael Al-Najjar": a role word that opens a model span is not part of the name. */
function withoutLeadingWords(text: string, span: NerSpan, names: Names): NerSpan {
  let start = span.start;
  for (;;) {
    WORD_AT.lastIndex = start;
    const m = WORD_AT.exec(text);
    if (!m || !names.isRole(m[0])) break;
    const next = start + m[0].length;
    if (!SPACE_THEN_CAPITAL.test(text.slice(next, next + 2)) || next + 1 >= span.end) break;
    start = next + 1;
  }
  return start === span.start ? span : { ...span, start };
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

/** A word that may be a surname: not an ordinary word, a place or a word that joins others ("AND"). */
function isPlainWord(word: string, names: Names): boolean {
  return !names.isCommon(word) && !names.isPlaceOnly(word) && !FUNCTION_WORDS.has(word.toLowerCase());
}

/** A word that may be a name after initials or a title: a plain word, and no title or company form. */
function isNameWord(word: string, names: Names): boolean {
  return isPlainWord(word, names) && !isTitleOnly(word) && !COMPANY_FORM.test(word);
}

/**
 * The register form without a label: a surname in capitals, a comma, then given names
 * ("PETRAUSKAS, Lukas"), initials ("ADOLPH, E. F. (1948)", "Lovelock, J. E.") or, on a line of
 * its own, given names in capitals ("LAVALLEY, ROBERT CLINTON", "BAIN, J MATTHEW").
 */
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
    const after = last.end + 2;
    const hasInitial = text[after + 1] === '.';
    if (first === run.length && !hasInitial) continue;
    let surnames = run.slice(first);
    const initials = hasInitial ? readInitials(text, after) : undefined;
    if (initials) {
      // "Lovelock, J. E.": a known surname need not be in capitals.
      if (surnames.length === 0 && names.isSurname(last.text)) surnames = [last];
      if (surnames.length === 0 || !surnames.every((w) => isPlainWord(w.text, names))) continue;
      spans.push(
        spanFrom(
          surnames[0]!.start,
          initials.end,
          REGISTER_SCORE,
          "name in the register form 'SURNAME, Initials'",
        ),
      );
      continue;
    }
    if (surnames.length === 0 || surnames.some((w) => !isPlainWord(w.text, names))) continue;
    const given = readRun(text, after, 4);
    if (given.length > 0 && !given.some((w) => ALL_CAPS.test(w.text))) {
      if (given.some((w) => names.isCommon(w.text))) continue;
      if (!given.some((w) => names.isGiven(w.text)) && !surnames.some((w) => names.isSurname(w.text)))
        continue;
      spans.push(
        spanFrom(
          surnames[0]!.start,
          given[given.length - 1]!.end,
          REGISTER_SCORE,
          "name in the register form 'SURNAME, Given names'",
        ),
      );
      continue;
    }
    // All in capitals: only a line of its own, with a known given name after the comma.
    const end = readCapitalGivenNames(text, after, names);
    if (end < 0 || !startsEntry(text, surnames[0]!.start)) continue;
    spans.push(
      spanFrom(surnames[0]!.start, end, REGISTER_SCORE, "name in the register form 'SURNAME, GIVEN NAMES'"),
    );
  }
  return spans;
}

function spanFrom(start: number, end: number, score: number, reason: string): NerSpan {
  return { label: 'PERSON', start, end, score, reason };
}

// One to three initials: "J. E. ", "R.K.", "A. U.".
const INITIALS_AT = /(?:\p{Lu}\.(?:[ \u00a0](?=\p{Lu}\.)|(?=\p{Lu}\.))?){1,3}/uy;
const POSTAL_AFTER_INITIALS = /^[ \u00a0]*[\p{Lu}\d]/u;

/** Initials at `at` that end a name ("E. F." before "(1948)", "&", a comma or the line's end), or undefined. */
function readInitials(text: string, at: number): { end: number } | undefined {
  INITIALS_AT.lastIndex = at;
  const m = INITIALS_AT.exec(text);
  if (!m) return undefined;
  const end = at + m[0].length;
  // "London, N.W. 7", "WASHINGTON, D.C. 20590": a postal district or a state, not initials.
  if (POSTAL_AFTER_INITIALS.test(text.slice(end, end + 4))) return undefined;
  return { end };
}

const CAPITAL_TOKEN = /(\p{Lu}[\p{Lu}\p{M}'’-]*)\.?/uy;

/** End of "ROBERT CLINTON", "J MATTHEW", "ALEXANDER J" at `at` if it closes its line and holds a known given name; else -1. */
function readCapitalGivenNames(text: string, at: number, names: Names): number {
  let pos = at;
  let end = -1;
  let hasGiven = false;
  for (let i = 0; i < 4; i++) {
    CAPITAL_TOKEN.lastIndex = pos;
    const m = CAPITAL_TOKEN.exec(text);
    if (!m || LETTER_OR_DIGIT.test(text[pos + m[0].length] ?? '')) return -1;
    const word = m[1]!;
    if (word.length > 1) {
      if (!ALL_CAPS.test(word) || names.isCommon(word) || names.isPlaceOnly(word)) return -1;
      if (FUNCTION_WORDS.has(word.toLowerCase())) return -1;
      hasGiven ||= names.isGiven(word);
    }
    pos += m[0].length;
    end = pos;
    if (text[pos] !== ' ' || !CAPITAL.test(text[pos + 1] ?? '')) break;
    pos++;
  }
  return hasGiven && closesEntry(text, end) ? end : -1;
}

/** Whether `pos` starts a line, a table cell or a column of a laid-out form. */
function startsEntry(text: string, pos: number): boolean {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  return /(?:^|[:|]|[ \u00a0]{2})[ \u00a0]*$/u.test(text.slice(lineStart, pos));
}

/** Whether the line, a table cell or a column of a laid-out form ends at `pos`. */
function closesEntry(text: string, pos: number): boolean {
  return /^(?:[ \u00a0]*(?:\n|\||$)|[ \u00a0]{2})/u.test(text.slice(pos, pos + 3));
}

// Titles that show a name follows ("Mr LOVELOCK", "Dr. Solbakken", "Prof. R. W. Russell"), as
// written: in lower case, capitalised or in capitals.
const TITLE_EVIDENCE = new Set(
  'prof professor dr doktor mr mrs ms mx messrs mme mlle adv advokat fru herr frk capt lt sgt rev revd'
    .split(' ')
    .flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]),
);
// Initials right before a word: "J. E. ", "R.K.", "A. ".
const INITIALS_BEFORE = /(?<![\p{L}\d.'’-])(?:\p{Lu}\.[ \u00a0]?){1,3}$/u;
const SPACED_INITIALS = /^(?:\p{Lu}\.[ \u00a0])+$/u;
const ABBREVIATED_WORD_AFTER = /^\.[ \u00a0]*[\p{Ll}\d(]/u;

/** The word before `at` with its full stop and spaces ("Dr. " before "Hansen") if it is as short as a title; else undefined. */
function wordBefore(text: string, at: number): string | undefined {
  let end = at;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\u00a0')) end--;
  if (end === at) return undefined;
  if (text[end - 1] === '.') end--;
  let start = end;
  while (start > 0 && end - start <= MAX_TITLE && isLetterAt(text, start - 1)) start--;
  if (start === end || end - start > MAX_TITLE || (start > 0 && isLetterAt(text, start - 1)))
    return undefined;
  if (start > 0 && /\d/.test(text[start - 1]!)) return undefined;
  return text.slice(start, end);
}

/**
 * Names shown by what stands before them: initials ("J. E. LOVELOCK", "R. W. Russell") or a title
 * ("Mr LOVELOCK", "Dr. Kari Hansen", "Prof. R. W. Russell"); the title is not part of the name,
 * initials are. Read from the runs of capitalised words, so the text is not scanned again.
 */
function initialledNames(text: string, runs: readonly Word[][], names: Names): NerSpan[] {
  const spans: NerSpan[] = [];
  for (const run of runs) {
    // "Prof Hansen", "Mr LOVELOCK": the title opens the run.
    const opensWithTitle = run.length > 1 && TITLE_EVIDENCE.has(run[0]!.text);
    const words = opensWithTitle ? run.slice(1) : run;
    const first = words[0]!;
    // Initials end in a capital and a full stop right before the word ("J. E. LOVELOCK", "R.K.Narayan").
    const at = text[first.start - 1] === '.' ? first.start - 2 : first.start - 3;
    const stop = text[at + 1] === '.' && isCapitalAt(text, at);
    const initials =
      opensWithTitle || !stop
        ? null
        : INITIALS_BEFORE.exec(text.slice(Math.max(0, first.start - 12), first.start));
    const start = initials ? first.start - initials[0].length : first.start;
    const title = opensWithTitle ? undefined : wordBefore(text, start);
    const hasTitle = opensWithTitle || (title !== undefined && TITLE_EVIDENCE.has(title));
    if (!hasTitle && !initials) continue;
    let count = 0;
    while (count < Math.min(3, words.length) && isNameWord(words[count]!.text, names)) count++;
    if (count === 0) continue;
    if (hasTitle) {
      spans.push(spanFrom(start, words[count - 1]!.end, REGISTER_SCORE, 'name after a title'));
      continue;
    }
    if (!initials) continue;
    const dots = (initials[0].match(/\./g) ?? []).length;
    const isSpaced = dots >= 2 && SPACED_INITIALS.test(initials[0]);
    // Spaced initials are a person's ("R. K. ANDJUS"); "U.S. Army" or "A. Sammendrag" need a known name.
    const isKnown = names.isKnown(first.text);
    if (!isSpaced && !isKnown) continue;
    // "J. Physiol. 128": an abbreviated word inside a sentence, not a surname.
    if (!isKnown && ABBREVIATED_WORD_AFTER.test(text.slice(first.end, first.end + 3))) continue;
    spans.push(spanFrom(start, first.end, REGISTER_SCORE, 'initials before a surname'));
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
    while (from < words.length && names.isOrdinaryOrRole(words[from]!.text)) from++;
    // "Motpart KAZLAUSKAS": an unknown capitalised word before a name in capitals is a label.
    while (
      from < words.length - 1 &&
      !names.isKnown(words[from]!.text) &&
      !ALL_CAPS.test(words[from]!.text) &&
      ALL_CAPS.test(words[from + 1]!.text)
    )
      from++;
    // "Prosjektleder Lena Larsen", "Dødssyke Hannah": unknown words before the first known name
    // are a title or a description, not part of the name. A surname of the hand-written list
    // alone after them is the surname of an unknown given name: many surnames are a father's
    // given name ("Ashraf Suleiman", "Widad ibn Rashid"); the gazetteer's are too often words
    // ("Passed by Congress May 13").
    const firstKnown = words.findIndex((w, i) => i >= from && names.isKnown(w.text));
    if (firstKnown > from) {
      const after = words.slice(firstKnown).filter((w) => !NAME_PARTICLES.has(w.text));
      const isSurnameAlone = after.length === 1 && names.isListedSurname(after[0]!.text);
      if (after.some((w) => names.isGiven(w.text)) && !isSurnameAlone) from = firstKnown;
    }
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

// The parts of an Arabic name after the given name: a family or tribal name with the article
// ("Al-Najjar", "el-Masri"), or a father's, son's or servant's name ("bin Saleh", "Ibn Rashid",
// "Abu Khalil", "Abd al-Karim", "Abdel Nour"). "Al" or "El" standing alone is left to the name
// lists: "South El Monte" and "El Paso" are places.
const ARABIC_ARTICLE_WORD = /^(?:[Aa][dlnrstz]|[Aa]sh|[Aa]th|[Ee][dlnrstz])[-'’]\p{Lu}/u;
const ARABIC_LINK_WORDS = new Set(
  'bin ibn bint binti ben abu abou abd abdel abdul abdal umm ould'.split(' '),
);
// The link words as they are written inside a name, for a cheap first test of a run.
const ARABIC_LINK_FORMS = new Set(
  [...ARABIC_LINK_WORDS].flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]),
);

/** Either kind of Arabic name part ("al-Rashid", "Abu"); the article form is tested only with a hyphen or apostrophe in place. */
function isArabicPart(word: string): boolean {
  if (word.length <= 5 && ARABIC_LINK_FORMS.has(word)) return true;
  const c = word[2];
  return (c === '-' || c === "'" || c === '’' || word[3] === '-') && ARABIC_ARTICLE_WORD.test(word);
}

/**
 * "Osama al-Obeidi", "Imad Abu Khalil", "Suad Abdel Nour": a capitalised word, then a part that
 * only Arabic names have, is a person even when neither word is on the name lists.
 */
function arabicNames(runs: readonly Word[][], names: Names): NerSpan[] {
  const spans: NerSpan[] = [];
  for (const words of runs) {
    if (words.length < 2 || !words.some((w, i) => i > 0 && isArabicPart(w.text))) continue;
    let from = 0;
    while (from < words.length && names.isOrdinaryOrRole(words[from]!.text)) from++;
    const first = words[from];
    const second = words[from + 1];
    if (!first || !second || ARABIC_LINK_WORDS.has(first.text.toLowerCase())) continue;
    if (names.isPlaceOnly(first.text) || ALL_CAPS.test(first.text) || first.text.length < 3) continue;
    // "Omar al-Rashid"; "Imad Abu Khalil", but not "Ich bin Berliner": after a link word, a
    // listed name on one side of it.
    if (!ARABIC_ARTICLE_WORD.test(second.text)) {
      const third = words[from + 2];
      if (!ARABIC_LINK_WORDS.has(second.text.toLowerCase()) || !third) continue;
      if (!names.isKnown(first.text) && !names.isKnown(third.text)) continue;
    }
    let end = words.length;
    while (
      end > from + 2 &&
      (names.isCommon(words[end - 1]!.text) || names.isPlaceOnly(words[end - 1]!.text))
    )
      end--;
    spans.push(
      spanOf(words.slice(from, end), LEXICON_SCORE, 'capitalised words in the form of an Arabic name'),
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
      if (word.length < 3 || !NAME_WORD.test(word) || NAME_PARTICLES.has(word) || isTitleOnly(word)) continue;
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

const LOWER_CASE_WORD_ONLY = /^\p{Ll}[\p{Ll}\p{M}]{2,}$/u;
const LETTER_OR_MARK_LAST = /[\p{L}\p{M}]$/u;
const LOWER_OR_MARK_FIRST = /^[\p{Ll}\p{M}]/u;

/**
 * The words of `wanted` (the model's single-word names, lower-cased) that the text also writes
 * in lower case: as a whole word of three or more lower-case letters (and marks), with no letter
 * or mark before it and no lower-case letter or mark after it — where a scan for such words
 * (`(?<![\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}]{2,}`) would find it. Each wanted word is looked
 * up with indexOf instead of scanning every word of the text. Exported for its test.
 */
export function lowerCaseWords(text: string, wanted: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const word of wanted) {
    if (!LOWER_CASE_WORD_ONLY.test(word)) continue;
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      // Two code units either side hold the whole character, even one outside the BMP.
      if (LETTER_OR_MARK_LAST.test(text.slice(Math.max(0, at - 2), at))) continue;
      const end = at + word.length;
      if (LOWER_OR_MARK_FIRST.test(text.slice(end, end + 2))) continue;
      found.add(word);
      break;
    }
  }
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
        ? withoutLeadingWords(
            text,
            withoutTitle(
              text,
              withoutNextLabel(text, withoutFamilyWord(text, withoutPlaceLine(text, e, names))),
            ),
            names,
          )
        : e,
    )
    .filter(
      (e) =>
        e.label !== 'PERSON' ||
        !(isNotPerson(text, e) || isOrdinaryWords(text, e, names) || isAbbreviation(text, e, names)),
    );
  const runs = capitalisedRuns(text);
  const strong = [
    ...labelledNames(text, names),
    ...registerNames(text, runs, names),
    ...initialledNames(text, runs, names),
    ...relationNames(text, runs, names),
    ...columnNames(text, names),
  ].filter((s) => !isNotPerson(text, s));
  // "Jan Mayen", "Brandenburger Tor": where the model reads the words as a place or organisation,
  // a name found from the word lists alone gives way; a later mention of a name the text gave in
  // full is stronger, and only a longer place or organisation holds it.
  // An organisation of exactly the words of a name that opens with a listed given name, or has the
  // form of an Arabic name, is the model's guess at an unknown surname ("brev fra Walid Jumblatt").
  const others = fromModel.filter((e) => e.label !== 'PERSON' && e.score >= 0.5);
  const isInsideOther = (s: NerSpan, strictly: boolean, isNameShaped = false) =>
    others.some(
      (o) =>
        o.start <= s.start &&
        s.end <= o.end &&
        (!strictly || o.end - o.start > s.end - s.start) &&
        !(isNameShaped && o.label === 'ORGANIZATION' && o.start === s.start && o.end === s.end),
    );
  const startsWithGiven = (s: NerSpan) => names.isGiven(text.slice(s.start, s.end).split(/\s/)[0]!);
  // "Professors Fisher": a title the word lists took for part of the name is dropped.
  const fromLexicon = [
    ...lexiconNames(runs, names).filter((s) => !isInsideOther(s, false, startsWithGiven(s))),
    ...arabicNames(runs, names).filter((s) => !isInsideOther(s, false, true)),
  ]
    .map((s) => withoutTitle(text, s))
    .filter((s) => !isNotPerson(text, s));
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
