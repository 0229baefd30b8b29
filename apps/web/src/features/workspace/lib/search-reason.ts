import type { TFunction } from 'i18next';

/**
 * AI search explains each match in one English clause (packages/detect/src/search/ai, decision
 * 0039). The results list shows it in the person's language: each clause is matched here and read
 * from the locale files (`search.reasons.*`); a clause not in this table is shown as written.
 */
const CLAUSES: Array<[RegExp, string]> = [
  [/^entity query: (?<label>.+)$/, 'entity'],
  [/^the word "(?<term>.+)"$/, 'exact'],
  [/^exact text "(?<term>.+)"$/, 'exact'],
  [/^the phrase "(?<term>.+)"$/, 'phrase'],
  [/^inflected form of "(?<term>.+)"$/, 'inflection'],
  [/^compound (?:form )?of "(?<term>.+)"$/, 'compound'],
  [/^synonym (?:of|in) "(?<term>.+?)"(?: \(".+"\))?$/, 'synonym'],
  [/^the language model's term "(?<word>.+)" for ".+"$/, 'expansion'],
  [/^pattern from the language model for ".+"$/, 'pattern'],
];

/** "phone numbers" → "phoneNumbers", the key of an entity kind under search.entityKinds. */
const kindKey = (label: string) => label.replace(/[- ](\w)/g, (_, c: string) => c.toUpperCase());

/** One AI search reason in the person's language. */
export function searchReasonText(reason: string, t: TFunction): string {
  for (const [pattern, key] of CLAUSES) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const values: Record<string, string> = { ...match.groups };
    if (values.label)
      values.label = t(`search.entityKinds.${kindKey(values.label)}`, { defaultValue: values.label });
    return t(`search.reasons.${key}`, values);
  }
  return reason;
}
