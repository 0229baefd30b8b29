// Builds a document text from plain strings and labelled values, keeping the gold offsets.

export interface GoldSpan {
  label: string;
  start: number;
  end: number;
  text: string;
}

export interface LabelledDocument {
  id: string;
  kind: string;
  text: string;
  gold: GoldSpan[];
}

/** A piece of a document: plain text, or a value with its gold label. */
export type Part = string | { label: string; text: string };

/** Shorthand for a labelled part. */
export function tag(label: string, text: string): Part {
  return { label, text };
}

/** Joins the parts into one text and records where each labelled value lies. */
export function assembleDocument(id: string, kind: string, parts: readonly Part[]): LabelledDocument {
  let text = '';
  const gold: GoldSpan[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    gold.push({
      label: part.label,
      start: text.length,
      end: text.length + part.text.length,
      text: part.text,
    });
    text += part.text;
  }
  return { id, kind, text, gold };
}
