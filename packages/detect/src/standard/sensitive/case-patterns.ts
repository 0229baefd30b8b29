import type { Language, Recognizer, Span } from '../../types.ts';
import { categoryOf, SENSITIVE_CATEGORIES, type SensitiveLabel } from './lexicon.ts';
import { phraseExtent } from './phrase-extent.ts';

/**
 * Shapes that say a sensitive fact without a lexicon word (issue 28): a diagnosis code and the
 * name written before it, a drug with its dose, a measurement of the body, a genetic variant, an
 * origin ("somalisk bakgrunn", "opprinnelig fra Polen", "of Kurdish descent"), a party after a
 * name ("(Ap)"). Each shape only occurs about a person in a case file, so no context model judges
 * it: the score is the rule's. Span rules: docs/decisions/0050.
 */
/** A diagnosis (line or code) that names a genetic finding is genetic data, not only health. */
export const GENETIC_WORDS =
  /heterozyg|homozyg|mutasjon|mutation|carrier|bærer|brca|variant|leiden|gentest|genetic|genetisk|arvelig|hereditary|^Z1[45]\b/i;

interface CaseRule {
  label: SensitiveLabel;
  kind: string;
  /** Language of the page the rule reads; both when absent. */
  language?: Language;
  score: number;
  /** Global; capture group `hit` (when present) is the span, otherwise the whole match. */
  pattern: RegExp;
}

const B = '(?<![\\p{L}\\p{N}])'; // no letter or digit before
const E = '(?![\\p{L}\\p{N}])'; // none after

// ICD-10 ("I26.9", "F33.1") and ICPC-2 ("P76") codes.
const ICD_DOTTED = `[A-TV-Z]\\d{2}\\.\\d{1,2}`;
const CODE = `(?:${ICD_DOTTED}|[A-Z]\\d{2})`;
const UNITS =
  '(?:mg|g|µg|μg|mcg|mikrogram|micrograms?|IE|IU|E|ml|mL|mmol|enheter|units|dråper|drops|puff|pust|tabletter|tablett|tablets?)';
const DOSE = `\\d+(?:[.,]\\d+)?(?:[ \\u00a0]000)?[ \\u00a0]?${UNITS}${E}(?:[ \\u00a0]*[x×][ \\u00a0]*\\d+)?`;

// Measurements of the body and scales scored about a person.
const MEASURE_NAMES = [
  'SpO2',
  'SaO2',
  'BT',
  'BP',
  'HR',
  'RR',
  'Puls',
  'puls',
  'Pulse',
  'pulse',
  'Temp',
  'temp',
  'CRP',
  'SR',
  'HbA1c',
  'Hb',
  'D-dimer',
  'INR',
  'kreatinin',
  'Kreatinin',
  'creatinine',
  'eGFR',
  'ALAT',
  'ASAT',
  'Troponin T',
  'Troponin I',
  'troponin',
  'NT-proBNP',
  'MADRS',
  'AUDIT',
  'DUDIT',
  'BMI',
  'MMSE',
  'PHQ-9',
  'GAD-7',
  'IQ',
  'totalskår IQ',
  'promille',
  'Promille',
  'TAPSE',
];
const MEASURE = `${B}(?:${MEASURE_NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:[ \\u00a0]*(?:[:=]|i dag:?|ved innkomst:?|on admission:?|var|was|of|på|målt til))?[ \\u00a0]*\\d+(?:[.,]\\d+)?(?:[ \\u00a0]?\\/[ \\u00a0]?\\d+)?(?:[ \\u00a0]?(?:%|‰|mmHg|mmol\\/mol|mmol\\/l|mmol\\/L|mg\\/l|mg\\/L(?: FEU)?|µmol\\/l|kg\\/m2|g\\/dl|g\\/l|°C|ng\\/l|repetisjoner))?${E}`;

// Nationality and origin words, in the forms case notes use before "bakgrunn"/"background".
const ORIGIN_NO =
  'somalisk|eritreisk|etiopisk|sudansk|syrisk|irakisk|iransk|afghansk|pakistansk|indisk|tamilsk|srilankisk|vietnamesisk|thailandsk|filippinsk|kinesisk|polsk|litauisk|latvisk|estisk|rumensk|bulgarsk|ukrainsk|russisk|tsjetsjensk|bosnisk|kosovoalbansk|albansk|serbisk|kroatisk|tyrkisk|kurdisk|palestinsk|marokkansk|algerisk|tunisisk|egyptisk|libysk|nigeriansk|ghanesisk|kongolesisk|burundisk|rwandisk|kenyansk|ugandisk|gambisk|chilensk|colombiansk|brasiliansk|peruansk|samisk|kvensk|romani|rom|jødisk|arabisk|afrikansk|asiatisk|latinamerikansk|utenlandsk|utanlandsk|minoritets';
const ORIGIN_EN =
  'Somali|Eritrean|Ethiopian|Sudanese|Syrian|Iraqi|Iranian|Afghan|Pakistani|Indian|Tamil|Sri Lankan|Vietnamese|Thai|Filipino|Chinese|Polish|Lithuanian|Latvian|Romanian|Bulgarian|Ukrainian|Russian|Chechen|Bosnian|Albanian|Kosovan|Serbian|Turkish|Kurdish|Palestinian|Moroccan|Algerian|Egyptian|Libyan|Nigerian|Ghanaian|Congolese|Kenyan|Ugandan|Gambian|Chilean|Colombian|Brazilian|Sami|Roma|Romani|Jewish|Arab|African|Asian|Caribbean|Pakistani|Bangladeshi|Black|Nordic';
const COUNTRIES =
  'Somalia|Eritrea|Etiopia|Ethiopia|Sudan|Sør-Sudan|South Sudan|Syria|Irak|Iraq|Iran|Afghanistan|Pakistan|India|Sri Lanka|Vietnam|Thailand|Filippinene|Filippinane|the Philippines|Kina|China|Polen|Poland|Litauen|Lithuania|Latvia|Estland|Romania|Bulgaria|Ukraina|Ukraine|Russland|Russia|Tsjetsjenia|Bosnia|Kosovo|Albania|Serbia|Tyrkia|Turkey|Kurdistan|Palestina|Palestine|Marokko|Morocco|Algerie|Algeria|Tunisia|Egypt|Libya|Nigeria|Ghana|Kongo|Congo|Burundi|Rwanda|Kenya|Uganda|Gambia|Chile|Colombia|Brasil|Brazil|Peru|Myanmar|Bangladesh|Nepal|Jemen|Yemen|Libanon|Lebanon|Jordan|Gaza|Mexico|Cuba';

/** A measurement of the body ('BT 148/92', 'SpO2 91 %'), for other recognisers to test a clause with. */
export const MEASUREMENT = new RegExp(MEASURE, 'u');

const RULES: readonly CaseRule[] = [
  // ── Health ──
  // "I26.9", "(I10)", "ICPC-2 P76", "– Z90.1": the code.
  {
    label: 'HEALTH_INFO_S',
    kind: 'diagnosis code',
    score: 0.9,
    pattern: new RegExp(`${B}(?<hit>${ICD_DOTTED})${E}`, 'gdu'),
  },
  // "F12.1 Skadelig bruk av cannabinoider": a code opening a line, and the diagnosis it names.
  {
    label: 'HEALTH_INFO_S',
    kind: 'diagnosis',
    score: 0.9,
    pattern: new RegExp(
      `^(?:[ \\u00a0]*(?:\\d+[.)]|[-•*]|[A-Za-zÆØÅæøå]{3,12}:))?[ \\u00a0]*(?<hit>${ICD_DOTTED}[ \\u00a0]+\\p{Lu}[^\\n():;]{2,80})`,
      'gdmu',
    ),
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'diagnosis code',
    score: 0.85,
    pattern: new RegExp(
      `(?:\\(|ICPC-2:?[ \\u00a0\\n]+|ICD-10:?[ \\u00a0\\n]+|[–—] )(?<hit>[A-Z]\\d{2})(?=\\)|[ \\u00a0]*$|[ \\u00a0]+\\p{Lu}\\p{Ll})`,
      'gdmu',
    ),
  },
  // The diagnosis written before its code on one line: "1. Bilateral lungeemboli (I26.9)", "Endometriosis – N80.9".
  {
    label: 'HEALTH_INFO_S',
    kind: 'diagnosis',
    score: 0.85,
    pattern: new RegExp(
      `^(?:[ \\u00a0]*(?:\\d+[.)]|[-•*]|[A-Za-zÆØÅæøå]{3,12}:))?[ \\u00a0]*(?<hit>\\p{L}[^\\n():;–—]{2,80}?)[ \\u00a0]*(?:[–—-][ \\u00a0]*|\\((?:ICD-10:?[ \\u00a0]*|ICPC-2:?[ \\u00a0]*)?)${CODE}${E}`,
      'gdmu',
    ),
  },
  // A drug, its dose and how often: "Sertralin 100 mg x 1", "Fragmin 15 000 IE", "metylfenidat 20 mg".
  {
    label: 'HEALTH_INFO_S',
    kind: 'medication with dose',
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>\\p{L}[\\p{L}-]{3,}(?:[ \\u00a0]\\p{Lu}[\\p{L}-]+)?(?:[ \\u00a0]\\(\\p{L}[\\p{L}-]+\\))?[ \\u00a0]+${DOSE}(?:[ \\u00a0,]+(?:p\\.o\\.|s\\.c\\.|i\\.v\\.|i\\.m\\.|ved behov|etter behov|daglig|dagleg|morgen og kveld|om morgonen|om morgenen|om kvelden|om kvelden|as needed|daily|once daily|twice daily|at night))?)`,
      'gdu',
    ),
  },
  // A dose on its own in a medication table cell or after a drug line: "10 mg x 2 p.o.", "75 micrograms x 1".
  {
    label: 'HEALTH_INFO_S',
    kind: 'medication with dose',
    score: 0.7,
    pattern: new RegExp(`(?<=\\|[ \\u00a0]*)(?<hit>${DOSE}[^|\\n]{0,40}?)(?=[ \\u00a0]*\\|)`, 'gdu'),
  },
  // "SpO2 91 %", "BT 145/90", "HbA1c 58 mmol/mol", "MADRS i dag: 27", "promille 1,2".
  { label: 'HEALTH_INFO_S', kind: 'measurement', score: 0.8, pattern: new RegExp(MEASURE, 'gdu') },
  // Weight change: "vekttap ca. 7 kg", "gått ned 5 kg", "weight loss of 4 kg".
  {
    label: 'HEALTH_INFO_S',
    kind: 'measurement',
    score: 0.8,
    pattern: new RegExp(
      `${B}(?<hit>(?:vekttap|vektnedgang|gått ned|gikk ned|lost|weight loss)(?:[ \\u00a0]+(?:på|of|om|ca\\.?|about|around))*[ \\u00a0]+\\d+(?:[.,]\\d+)?[ \\u00a0]?kg)${E}`,
      'gdiu',
    ),
  },
  // What a clinical verb names: "diagnostisert med X", "diagnosed with X", "lider av X" — up to the clause's end.
  {
    label: 'HEALTH_INFO_S',
    kind: 'diagnosis',
    language: 'no',
    score: 0.75,
    pattern: new RegExp(
      `${B}(?:diagnostisert med|fått diagnosen|fekk diagnosen|fikk diagnosen|sette diagnosen|satt diagnosen|stilt diagnosen|diagnosen er|lider av|behandles for|behandlast for|operert for|innlagt med|innlagt for|innlagd med|påvist)[ \\u00a0\\n]+(?<hit>\\p{L}[\\p{L}\\p{N}'-]+(?:[ \\u00a0\\n]+[\\p{L}\\p{N}'-]+){0,3}?)(?=[.,;:()]|[ \\u00a0\\n]+(?:og|i|etter|hos|som|med|ved|frå|fra|sidan|siden|men|for|sist|i fjor|ifjor|tidligere|tidlegare|no|nå)[ \\u00a0\\n]|$)`,
      'gdmu',
    ),
  },
  {
    label: 'HEALTH_INFO_S',
    kind: 'diagnosis',
    language: 'en',
    score: 0.75,
    pattern: new RegExp(
      `${B}(?:diagnosed with|diagnosis of|suffers from|suffering from|treated for|being treated for|admitted with|operated on for|presented with|history of)[ \\u00a0\\n]+(?<hit>\\p{L}[\\p{L}\\p{N}'-]+(?:[ \\u00a0\\n]+[\\p{L}\\p{N}'-]+){0,3}?)(?=[.,;:()]|[ \\u00a0\\n]+(?:and|in|after|at|by|which|who|with|since|but|from|last|this|for|on|earlier|recently|in \\d{4})[ \\u00a0\\n]|$)`,
      'gdmu',
    ),
  },
  // Sick leave with its grade: "100 % sykmeldt", "sykmeldt 50 %".
  {
    label: 'HEALTH_INFO_S',
    kind: 'sick leave',
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>\\d{1,3}[ \\u00a0]?%[ \\u00a0]+(?:sykmeldt|sykemeldt|sjukmeld|sjukmeldt|sykmelding|sjukmelding)|(?:sykmeldt|sykemeldt|sjukmeld|sjukmeldt)[ \\u00a0]+\\d{1,3}[ \\u00a0]?%)`,
      'gdiu',
    ),
  },
  // ── Genetic data ──
  // A variant in HGVS notation with its gene: "BRCA1 mutation (c.68_69delAG)", "F5 c.1601G>A", "F2 G20210A".
  {
    label: 'HEALTH_INFO_S',
    kind: 'genetic',
    score: 0.9,
    pattern: new RegExp(
      `${B}(?<hit>(?:[A-Z][A-Z0-9]{1,7}[ \\u00a0]+)?(?:c|p|g)\\.[\\dA-Za-z_*+>-]*\\d[\\dA-Za-z_*+>-]*(?:[ \\u00a0]+\\([\\dA-Za-z_.*+>-]+\\))?|[A-Z][A-Z0-9]{0,6}[ \\u00a0]+[ACGT]\\d{3,6}[ACGT])${E}`,
      'gdu',
    ),
  },
  // "BRCA1 carrier", "BRCA2-mutasjon", "HLA-B27-positiv": a gene and what was found.
  {
    label: 'HEALTH_INFO_S',
    kind: 'genetic',
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>(?:(?:[Hh]eterozygo(?:t|us)|[Hh]omozygo(?:t|us))[ \\u00a0]+(?:bærer av|bærar av|carrier of|for)?[ \\u00a0]*)?(?:BRCA[12]|HLA-B27|TP53|CHEK2|PALB2|MLH1|MSH2|HTT|PMP22|CFTR|HFE|[Ff]aktor V Leiden|[Ff]actor V Leiden)(?:[ \\u00a0-]+(?:carrier|bærer|mutasjon|mutation|variant|positiv|negativ|positive|negative|genet))?)${E}`,
      'gdu',
    ),
  },
  // ── Ethnic origin ──
  // "somalisk bakgrunn", "den samiske bakgrunnen", "eritreisk flyktningbakgrunn", "kurdisk opprinnelse".
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'no',
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>(?:${ORIGIN_NO})(?:e|t)?[ \\u00a0\\n]+(?:flyktning|innvandrer|innvandrar)?(?:bakgrunn|bakgrunnen|opprinnelse|opphav|herkomst|avstamning|familie|familien|foreldre|mor|far|statsborger|statsborgar|opprinnelse))${E}`,
      'gdiu',
    ),
  },
  // "opprinnelig fra Polen", "kom til Norge som flyktning fra Somalia", "kom til Noreg frå Vietnam", "født i Eritrea".
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'no',
    score: 0.8,
    pattern: new RegExp(
      `${B}(?<hit>(?:opprinnelig|opphavleg|opprinneleg|født|fødd|oppvokst|kommer|kjem|kom|flyktet|flykta|flyktning|overføringsflyktning)(?:[ \\u00a0\\n]+(?:til[ \\u00a0\\n]+(?:Norge|Noreg)|som[ \\u00a0\\n]+\\p{L}+)){0,2}[ \\u00a0\\n]+(?:fra|frå|i)[ \\u00a0\\n]+(?:${COUNTRIES}))${E}`,
      'gdu',
    ),
  },
  // "of Kurdish descent", "Somali background", "came to Norway from Poland", "born in Eritrea", "a 45-year-old Kurdish man".
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'en',
    score: 0.85,
    pattern: new RegExp(
      `${B}(?<hit>(?:of[ \\u00a0\\n]+)?(?:${ORIGIN_EN})(?:[ \\u00a0\\n]+(?:Jewish|Muslim|Christian))?[ \\u00a0\\n]+(?:descent|origin|background|heritage|ethnicity|family|parents|father|mother|man|woman|boy|girl|national|citizen|refugee|asylum seeker|community))${E}`,
      'gdu',
    ),
  },
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'en',
    score: 0.8,
    pattern: new RegExp(
      `${B}(?<hit>(?:originally from|born in|grew up in|fled from|fled|came to (?:Norway|the UK|Britain|England) from|came from|is from|comes from)[ \\u00a0\\n]+(?:${COUNTRIES}))${E}`,
      'gdu',
    ),
  },
  // A language named as home or mother tongue: "samisk som morsmål", "Tigrinja er heimespråket".
  {
    label: 'CONTEXT_SENSITIVE_S',
    kind: 'background',
    language: 'no',
    score: 0.8,
    pattern: new RegExp(
      `${B}(?<hit>\\p{L}+[ \\u00a0\\n]+(?:som|er)[ \\u00a0\\n]+(?:morsmål|morsmålet|heimespråk|heimespråket|hjemmespråk|hjemmespråket|førstespråk|førstespråket|andrespråk))${E}`,
      'gdiu',
    ),
  },
  // ── Political opinion ── a party after a person's name: "Hanne Lien (Ap)", "Geir Lunde (Frp)".
  {
    label: 'POLITICAL_CASE_S',
    kind: 'party',
    score: 0.85,
    pattern: new RegExp(
      `(?<=\\p{Lu}\\p{Ll}+[ \\u00a0]\\()(?<hit>Ap|A|H|Frp|FrP|Sp|SV|KrF|V|R|MDG|INP|PF|Rødt|Raudt|Høyre|Venstre)(?=\\))`,
      'gdu',
    ),
  },
  // "member of the Democratic Party of …", "medlem av Arbeiderpartiet", "stemmer på Rødt".
  {
    label: 'POLITICAL_CASE_S',
    kind: 'party',
    score: 0.8,
    pattern: new RegExp(
      `${B}(?:medlem av|medlem i|member of(?: the)?|for)[ \\u00a0\\n]+(?<hit>(?:\\p{Lu}[\\p{L}-]*[ \\u00a0\\n]+){0,5}(?:[Pp]artiet|Party|[Pp]arti|partiet|Ungdom|ungdom)(?:[ \\u00a0]+of(?:[ \\u00a0]+\\p{Lu}[\\p{L}-]*){1,3})?)${E}`,
      'gdu',
    ),
  },
  // ── Trade-union membership ── "medlem i Fagforbundet", "member of Fellesforbundet", "VÅRT MEDLEM".
  {
    label: 'POLITICAL_CASE_S',
    kind: 'union',
    score: 0.85,
    pattern: new RegExp(
      `${B}(?:medlem av|medlem i|medlemmer av|medlemmer i|member of|members of|a member of|fellow member of|organisert i|organized in|organised in|klubbleder i|klubbleiar i|tillitsvalgt i|tillitsvald i|tillitsvalgt for|shop steward for|steward for)[ \\u00a0\\n]+(?<hit>(?:\\p{Lu}[\\p{L}-]*[ \\u00a0\\n]+){0,3}(?:\\p{Lu}[\\p{L}-]*(?:forbundet|forbund|foreningen|forening|organisasjon|organisasjonen|laget|lag)|Fagforbundet|Fellesforbundet|Utdanningsforbundet|Industri Energi|Delta|Parat|NITO|Tekna|NSF|NTL|NNN|HK|LO|YS|Unio|Unison|Unite|GMB|RCN))${E}`,
      'gdu',
    ),
  },
];

// ── Age ── "37 år", "(89 år)", "aged 58", "b. 1951", "f. 2006 og 2009", "Date of birth: 03.05.1986".
/** An age rule: its hits are AGE_S, the standard engine's own label for ages. */
type AgeRule = Omit<CaseRule, 'label' | 'language'>;

const AGE_RULES: readonly AgeRule[] = [
  {
    kind: 'age',
    score: 0.85,
    pattern: new RegExp(
      `(?<=(?:\\(|\\b(?:er|var|blir|vart|ble|fyller|fylte|alderen|alder:?|Alder:?|i alderen|mellom|på|,)[ \\u00a0]+))(?<hit>\\d{1,3}(?:[ \\u00a0]*(?:[–-]|og|,)[ \\u00a0]*\\d{1,3})*[ \\u00a0]+år)${E}(?![ \\u00a0]+(?:siden|sidan|etter|før|tidligere|tidlegare))`,
      'gdu',
    ),
  },
  {
    kind: 'age',
    score: 0.85,
    pattern: new RegExp(
      `(?<=${B}(?:aged|age|alder|Alder|Age)[ \\u00a0:]+)(?<hit>\\d{1,3})${E}|${B}(?:\\d{1,3}-year-old|\\d{1,3}[ \\u00a0]years[ \\u00a0]old|\\d{1,3}-åring(?:en)?|in (?:his|her|their) (?:early |late |mid-)?(?:teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)|i (?:slutten av |starten av |midten av )?(?:\\d0)-årene)${E}`,
      'gdu',
    ),
  },
  {
    kind: 'birth date',
    score: 0.85,
    pattern: new RegExp(
      `(?<=\\b(?:f\\.|født|fødd|b\\.|born|Født|Fødd|Born|fødselsdato:?|Fødselsdato:?|fødselsår:?|Fødselsår:?|Date of birth:?|date of birth:?|DOB:?|Født dato:?)[ \\u00a0]+)(?<hit>(?:\\d{1,2}[./]\\d{1,2}[./](?:\\d{4}|\\d{2})|\\d{4}|\\d{1,2}\\.?[ \\u00a0]+\\p{L}+[ \\u00a0]+\\d{4})(?:[ \\u00a0]+(?:og|and|,)[ \\u00a0]+(?:\\d{1,2}[./]\\d{1,2}[./]\\d{4}|\\d{4}))*)${E}`,
      'gdu',
    ),
  },
  // Ages in brackets after a name or a relative: "Saba (10)", "two sons (11 and 14)".
  {
    kind: 'age',
    score: 0.7,
    pattern: new RegExp(
      `(?<=\\p{L}[ \\u00a0]\\()(?<hit>\\d{1,2}(?:[ \\u00a0]*(?:og|and|,)[ \\u00a0]*\\d{1,2})*(?:[ \\u00a0]+(?:år|years|mnd|måneder|months))?)(?=\\))`,
      'gdu',
    ),
  },
];

/** The kinds of the case-file rules of a label (the advanced fallback maps each to its own label). */
export function casePatternKinds(label: SensitiveLabel): string[] {
  return [...new Set(RULES.filter((r) => r.label === label).map((r) => r.kind))];
}

/**
 * The case-file shapes as one recognizer; a rule's hits carry its label and the category of its
 * kind. Ages carry AGE_S (the standard engine's own label for them) with category AGE.
 */
export function createCasePatternRecognizer(
  /** The type a hit carries: its label by default; the advanced fallback reads "LABEL/kind". */
  typeOf: (label: SensitiveLabel, kind: string) => string = (label) => label,
): Recognizer {
  return {
    id: 'standard-case-patterns',
    entityTypes: [...new Set([...RULES.map((r) => typeOf(r.label, r.kind)), 'AGE_S'])],
    find({ text, language }): Span[] {
      const spans: Span[] = [];
      for (const rule of RULES) {
        if (rule.language && rule.language !== language) continue;
        for (const m of text.matchAll(rule.pattern)) {
          const [start, end] = m.indices?.groups?.hit ?? m.indices![0]!;
          const kind =
            rule.label === 'HEALTH_INFO_S' &&
            (rule.kind === 'diagnosis' || rule.kind === 'diagnosis code') &&
            GENETIC_WORDS.test(text.slice(start, end))
              ? 'genetic'
              : rule.kind;
          const category = categoryOf(rule.label, kind);
          const extent = phraseExtent(text, { start, end }, category, language);
          spans.push({
            entityType: typeOf(rule.label, kind),
            category,
            start: extent.start,
            end: extent.end,
            score: rule.score,
            reason: `${SENSITIVE_CATEGORIES[category]} term (${kind}); case-file pattern`,
            engine: 'standard',
          });
        }
      }
      for (const rule of AGE_RULES) {
        for (const m of text.matchAll(rule.pattern)) {
          const [start, end] = m.indices?.groups?.hit ?? m.indices![0]!;
          // An age is at most 120 ("for 450 år siden" is history); birth dates and years are read whole.
          if (
            rule.kind === 'age' &&
            (text.slice(start, end).match(/\d+/g) ?? []).some((n) => Number(n) > 120)
          )
            continue;
          spans.push({
            entityType: 'AGE_S',
            category: 'AGE',
            start,
            end,
            score: rule.score,
            reason: `${SENSITIVE_CATEGORIES.AGE} term (${rule.kind}); case-file pattern`,
            engine: 'standard',
          });
        }
      }
      return spans;
    },
  };
}
