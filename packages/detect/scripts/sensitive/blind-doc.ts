// A blind evaluation document (packages/detect/eval/blind/): realistic case text with the writer's
// marks inline as [[text|LABEL]] (a mark may run over a line break). Read as a PDF page's text
// arrives: runs of spaces and tabs become one space (aligned table columns included), lines carry
// no space at either end, blank lines vanish, each line ends in '\n'.

// The writers' labels (eval/blind/BRIEF.md).
/** GDPR art. 9 categories and art. 10 (criminal matters): the special categories. */
export const SPECIAL = [
  'HEALTH',
  'GENETIC',
  'BIOMETRIC',
  'RELIGION',
  'ETHNIC',
  'POLITICAL',
  'UNION',
  'SEXUAL',
  'CRIMINAL',
] as const;
/** Art. 9 alone: each one's recall is an acceptance figure. */
export const ART9 = SPECIAL.filter((c) => c !== 'CRIMINAL');
/** The product's other sensitive categories. */
export const OTHER_SENSITIVE = ['FAMILY', 'ECONOMIC', 'EMPLOYMENT', 'AGE'] as const;
export const SENSITIVE: readonly string[] = [...SPECIAL, ...OTHER_SENSITIVE];
export const IDENTITY = [
  'PERSON',
  'PHONE',
  'ADDRESS',
  'EMAIL',
  'NATIONAL_ID',
  'LICENCE_PLATE',
  'BANK_ACCOUNT',
] as const;
/** Case, reference and journal numbers: must stay unmarked. */
export const REF = 'REF';
export const GOLD_LABELS: ReadonlySet<string> = new Set([...SENSITIVE, ...IDENTITY, REF]);

export interface GoldMark {
  start: number;
  end: number;
  label: string;
}

export interface AnnotatedDoc {
  text: string;
  gold: GoldMark[];
}

const MARK = /\[\[([^|\]]+)\|([A-Z_]+)\]\]/g;

const isBlank = (ch: string) => ch === ' ' || ch === '\t' || ch === '\u00a0' || ch === '\r';

/** Parses one document; a mark's label must be one of `labels` (a typo in a set is an error, not a miss). */
export function parseBlindDoc(source: string, labels: ReadonlySet<string>, name = 'document'): AnnotatedDoc {
  // 1. The plain text with the marks taken out, and the marks' offsets into it.
  let plain = '';
  const raw: GoldMark[] = [];
  let at = 0;
  for (const m of source.matchAll(MARK)) {
    const label = m[2]!;
    if (!labels.has(label)) throw new Error(`${name}: unknown label ${label} at "${m[1]}"`);
    plain += source.slice(at, m.index);
    raw.push({ start: plain.length, end: plain.length + m[1]!.length, label });
    plain += m[1]!;
    at = m.index + m[0].length;
  }
  plain += source.slice(at);
  if (plain.includes('[[') || plain.includes(']]'))
    throw new Error(`${name}: a mark that is not well formed`);

  // 2. Page text: whitespace collapsed; map[i] = the page text offset of plain[i] (-1 when dropped).
  const map = new Int32Array(plain.length + 1).fill(-1);
  const out: string[] = [];
  let lineHasText = false;
  let pendingSpace = false;
  for (let i = 0; i < plain.length; i++) {
    const ch = plain[i]!;
    if (ch === '\n') {
      if (lineHasText) out.push('\n');
      lineHasText = false;
      pendingSpace = false;
    } else if (isBlank(ch)) {
      if (lineHasText) pendingSpace = true;
    } else {
      if (pendingSpace) out.push(' ');
      pendingSpace = false;
      lineHasText = true;
      map[i] = out.length;
      out.push(ch);
    }
  }
  if (lineHasText) out.push('\n');
  const text = out.join('');

  const gold: GoldMark[] = [];
  for (const m of raw) {
    let first = m.start;
    while (first < m.end && map[first] === -1) first++;
    let last = m.end - 1;
    while (last >= first && map[last] === -1) last--;
    if (last < first) continue; // a mark of only spaces
    gold.push({ start: map[first]!, end: map[last]! + 1, label: m.label });
  }
  return { text, gold };
}
