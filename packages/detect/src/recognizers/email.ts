import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';

/** EMAIL_ADDRESS_F: e-mail addresses (letters æøå allowed in the local part and domain). */
export const emailRecognizer = createPatternRecognizer({
  id: 'email',
  entityType: 'EMAIL_ADDRESS_F',
  patterns: [{ regex: /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@(?:[\p{L}\d-]+\.)+\p{L}{2,24}(?![\p{L}\d])/gu, onlyIf: /@/ }],
  evaluate(m) {
    const [local, domain] = m[0].split('@') as [string, string];
    if (local.startsWith('.') || local.endsWith('.') || local.includes('..') || domain.includes('..')) return undefined;
    return matchCandidate(m, 0.95, 'e-mail address: local part, @ and a domain with a top-level domain');
  },
});
