import type { Language } from '../../types.ts';
import type { LexiconEntry } from './lexicon.ts';

/**
 * Health words no lexicon lists, known by their form (issue 28): clinical suffixes of diagnoses
 * and procedures (-itt/-itis, -ose/-osis, -emi/-aemia, -algi, -pati/-pathy, -plegi, -ektomi,
 * -skopi, -fobi, -trofi) and the stems the WHO gives international drug names (-pril, -sartan,
 * -olol, -statin, -prazol, -parin, -xaban, -azepam, -triptan, -oxetin, -mab, -tinib …). Such a
 * word is a candidate like a lexicon term: the context model still decides whether it is said
 * about a person ("Hun har pankreatitt"), not in general ("Pankreatitt er sjelden").
 */
const CONDITION = {
  no: /(?:itt|itten|ose|osen|emi|emien|algi|algien|pati|patien|plegi|plegien|ektomi|ektomien|skopi|skopien|fobi|fobien|trofi|trofien)$/u,
  en: /(?:itis|osis|aemia|emia|algia|pathy|plegia|ectomy|ectomies|scopy|phobia|trophy)$/u,
} as const;
const CONDITION_STOP = new Set(
  'gjennomsnitt snitt avsnitt utsnitt tverrsnitt innsnitt kritt skritt fritt splitt sitt ritt prognose prognosen glukose laktose fruktose sukrose cellulose symbiose hypnose metamorfose akademi akademien epidemi epidemien pandemi pandemien endemi nostalgi sympati empati antipati telepati homøopati homofobi xenofobi islamofobi mikroskopi teleskopi prognosis hypnosis symbiosis metamorphosis osmosis apotheosis nostalgia sympathy empathy antipathy telepathy homeopathy homophobia xenophobia islamophobia microscopy spectroscopy telescopy trophy'.split(
    ' ',
  ),
);
/** Endings that only look clinical: "-snitt" (average, cut), "-gitt" (given: oppgitt, angitt), "-dose". */
const STOP_ENDINGS = /(?:snitt|gitt|dose|dosen|dosene|diagnose|diagnosen|diagnoser|diagnosar|diagnosis)$/u;
const DRUG =
  /(?:pril|sartan|olol|dipin|dipine|statin|prazol|prazole|parin|xaban|gatran|azepam|azolam|triptan|profen|oxetin|oxetine|alopram|faxin|faxine|tiapin|tiapine|peridon|peridone|piprazol|piprazole|mazepin|mazepine|trigin|trigine|tiracetam|gabalin|kodon|codone|fenidat|phenidate|cillin|mycin|micin|floxacin|floksacin|cyklin|cycline|ciklovir|ciclovir|navir|buvir|tinib|zumab|ximab|mumab|afil|glutid|glutide|gliptin|gliflozin|formin|solon|solone|tidin|tidine|setron|lukast|sonid|sonide|semid|semide|konazol|conazole)$/u;
const DRUG_STOP = new Set(['april', 'parin', 'solon', 'mycin', 'formin']);

const entry = (kind: 'condition' | 'medication', language: Language): LexiconEntry => ({
  label: 'HEALTH_INFO_S',
  kind,
  language,
  term: '',
  forms: 'fixed',
  proper: false,
  head: false,
  modifier: false,
});
const ENTRIES = {
  no: { condition: entry('condition', 'no'), medication: entry('medication', 'no') },
  en: { condition: entry('condition', 'en'), medication: entry('medication', 'en') },
} as const;

/** The health entry a word's form points at (lower case, one token), or undefined. */
export function morphologyEntry(lower: string, language: Language): LexiconEntry | undefined {
  if (lower.length < 7 || /[^\p{Ll}-]/u.test(lower)) return undefined;
  if (DRUG.test(lower) && !DRUG_STOP.has(lower)) return ENTRIES[language].medication;
  if (CONDITION[language].test(lower) && !CONDITION_STOP.has(lower) && !STOP_ENDINGS.test(lower))
    return ENTRIES[language].condition;
  return undefined;
}
