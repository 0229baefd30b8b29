/** A mark of the span rules in an annotated text: [[text|LABEL]] inline. */
export interface Mark {
  start: number;
  end: number;
  label: string;
}

const MARK = /\[\[([^|\]]+)\|([A-Z_]+)\]\]/g;

/** Reads an annotated file: '#' lines are comments, each other line one paragraph of the text. */
export function parseAnnotated(source: string): { text: string; gold: Mark[] } {
  const lines = source.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  let text = '';
  const gold: Mark[] = [];
  for (const line of lines) {
    let at = 0;
    for (const m of line.matchAll(MARK)) {
      text += line.slice(at, m.index);
      gold.push({ start: text.length, end: text.length + m[1]!.length, label: m[2]! });
      text += m[1]!;
      at = m.index + m[0].length;
    }
    text += `${line.slice(at)}\n`;
  }
  return { text, gold };
}
