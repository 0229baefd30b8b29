// Text tables as page text gives them: rows of cells between "|" ("| Navn | Telefon |"), the
// first row of the block naming the columns. A value in a column headed "Telefon" is announced by
// that header as surely as by a phone word right before it, although the header is lines away.

const SEPARATOR_ROW = /^\|[\s|:-]*$/;

/** The header of the table column that the offset lies in, lower-cased, or undefined outside a table. */
export function columnHeaderAt(text: string, offset: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  if (text[lineStart] !== '|') return undefined;
  let column = -1;
  for (let i = lineStart; i < offset; i++) if (text.charCodeAt(i) === 124 /* | */) column++;
  if (column < 0) return undefined;
  // Walk up to the first row of this table (the block of lines that start with "|").
  let headerStart = lineStart;
  for (let rows = 0; rows < 200 && headerStart > 0; rows++) {
    const previousStart = text.lastIndexOf('\n', headerStart - 2) + 1;
    if (text[previousStart] !== '|') break;
    headerStart = previousStart;
  }
  if (headerStart === lineStart) return undefined;
  const headerEnd = text.indexOf('\n', headerStart);
  const header = text.slice(headerStart, headerEnd < 0 ? text.length : headerEnd);
  if (SEPARATOR_ROW.test(header)) return undefined;
  const cell = header.split('|')[column + 1];
  return cell?.trim().toLowerCase() || undefined;
}
