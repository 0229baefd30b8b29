import { mupdf } from './mupdf-runtime.ts';

/**
 * The redaction log (issue 32): the appendix a caseworker attaches to a partial refusal. Per
 * document, each page with the number of marks per legal basis, and the provisions used with their
 * full citation, as JSON, CSV or an A4 PDF in Norwegian bokmål or English.
 *
 * It is built from the marks' pages and codes only. The input has no field for text: whatever a
 * caller passes, the builder reads `page` and `legalBasis` of each mark and nothing else, so the
 * removed text cannot reach the log, its metadata included.
 */

export type RedactionLogLanguage = 'nb' | 'en';
export type RedactionLogFormat = 'json' | 'csv' | 'pdf';
export const REDACTION_LOG_FORMATS: readonly RedactionLogFormat[] = ['json', 'csv', 'pdf'];

/** A legal basis as the log prints it, resolved by the caller (built-in or the organization's own). */
export interface RedactionLogCode {
  label: string;
  citation: string;
  title: string;
}

export interface RedactionLogInput {
  /**
   * The document's name as the log prints it: the uploaded file's name unless the caller gave
   * another (a case number); null leaves it out (a file name can itself name a person).
   */
  documentName: string | null;
  pageCount: number;
  /** Each mark's 1-based page and legal basis id (none: counted under "no legal basis given"). */
  marks: readonly { readonly page: number; readonly legalBasis?: string | null | undefined }[];
  /** Every id the marks use → its label, citation and title. */
  codes: Readonly<Record<string, RedactionLogCode>>;
  language: RedactionLogLanguage;
  /** When the log was made, ISO 8601 (the caller's clock, so a test can fix it). */
  createdAt: string;
}

export interface RedactionLogEntry {
  /** The code id, or null for marks without a legal basis. */
  legal_basis: string | null;
  label: string;
  marks: number;
}

export interface RedactionLogProvision {
  legal_basis: string;
  label: string;
  citation: string;
  title: string;
  marks: number;
}

/** The log as JSON answers it; CSV and PDF are written from the same object. */
export interface RedactionLog {
  /** The document's name, or null when the caller left it out. */
  document: string | null;
  page_count: number;
  created_at: string;
  language: RedactionLogLanguage;
  total_marks: number;
  marks_without_legal_basis: number;
  /** Pages with at least one mark, in page order. */
  pages: { page: number; marks: number; legal_bases: RedactionLogEntry[] }[];
  /** The provisions used, ordered by label. */
  provisions: RedactionLogProvision[];
}

const TEXTS = {
  nb: {
    title: 'Sladdelogg',
    document: 'Dokument',
    date: 'Dato',
    pages: 'Sider',
    pagesValue: (count: number, marked: number) => `${count} (${marked} med sladding)`,
    marks: 'Sladdinger',
    page: 'Side',
    legalBasis: 'Hjemmel',
    count: 'Antall',
    citation: 'Henvisning',
    provisions: 'Hjemler brukt',
    none: 'ingen hjemmel oppgitt',
    noMarks: 'Ingen sladdinger.',
    markCount: (n: number) => `${n} ${n === 1 ? 'sladding' : 'sladdinger'}`,
    footer: (page: number, of: number) => `Side ${page} av ${of}`,
    note: 'Loggen viser hvor mye som er sladdet og hvorfor, aldri det sladdede innholdet.',
    csv: ['dokument', 'side', 'hjemmel_id', 'hjemmel', 'henvisning', 'antall'],
  },
  en: {
    title: 'Redaction log',
    document: 'Document',
    date: 'Date',
    pages: 'Pages',
    pagesValue: (count: number, marked: number) => `${count} (${marked} with redactions)`,
    marks: 'Redactions',
    page: 'Page',
    legalBasis: 'Legal basis',
    count: 'Count',
    citation: 'Citation',
    provisions: 'Provisions used',
    none: 'no legal basis given',
    noMarks: 'No redactions.',
    markCount: (n: number) => `${n} ${n === 1 ? 'redaction' : 'redactions'}`,
    footer: (page: number, of: number) => `Page ${page} of ${of}`,
    note: 'This log shows how much was redacted and why, never the redacted content.',
    csv: ['document', 'page', 'legal_basis_id', 'legal_basis', 'citation', 'count'],
  },
} as const;

const byLabel = (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, 'nb', { numeric: true, sensitivity: 'base' });

/** Counts the marks per page and code. A mark whose id is not among `codes` is a caller's error. */
export function buildRedactionLog(input: RedactionLogInput): RedactionLog {
  const t = TEXTS[input.language];
  const perPage = new Map<number, Map<string | null, number>>();
  const used = new Map<string, number>();
  let without = 0;
  for (const mark of input.marks) {
    const page = mark.page;
    if (!Number.isInteger(page) || page < 1 || page > input.pageCount)
      throw new RangeError(
        `A mark points to page ${String(page)}; the document has pages 1 to ${input.pageCount}.`,
      );
    const id = typeof mark.legalBasis === 'string' && mark.legalBasis !== '' ? mark.legalBasis : null;
    if (id !== null && !Object.hasOwn(input.codes, id))
      throw new RangeError(`The legal basis "${id}" was not resolved.`);
    if (id === null) without++;
    else used.set(id, (used.get(id) ?? 0) + 1);
    const counts = perPage.get(page) ?? new Map<string | null, number>();
    counts.set(id, (counts.get(id) ?? 0) + 1);
    perPage.set(page, counts);
  }
  const labelOf = (id: string | null) => (id === null ? t.none : input.codes[id]!.label);
  const pages = [...perPage]
    .sort(([a], [b]) => a - b)
    .map(([page, counts]) => {
      const entries = [...counts].map(([id, marks]) => ({ legal_basis: id, label: labelOf(id), marks }));
      // Codes by label; marks without a code last.
      entries.sort((a, b) => (a.legal_basis === null ? 1 : b.legal_basis === null ? -1 : byLabel(a, b)));
      return { page, marks: entries.reduce((n, e) => n + e.marks, 0), legal_bases: entries };
    });
  const provisions = [...used]
    .map(([id, marks]) => {
      const code = input.codes[id]!;
      return { legal_basis: id, label: code.label, citation: code.citation, title: code.title, marks };
    })
    .sort(byLabel);
  return {
    document: input.documentName,
    page_count: input.pageCount,
    created_at: input.createdAt,
    language: input.language,
    total_marks: input.marks.length,
    marks_without_legal_basis: without,
    pages,
    provisions,
  };
}

export function redactionLogJson(log: RedactionLog): string {
  return JSON.stringify(log, null, 2) + '\n';
}

/**
 * One row per page and legal basis (RFC 4180: comma-separated, CRLF, fields quoted when they hold
 * a comma, quote or line break). A cell a spreadsheet would run as a formula (=, +, -, @ first)
 * is prefixed with an apostrophe.
 */
export function redactionLogCsv(log: RedactionLog): string {
  const t = TEXTS[log.language];
  const citations = new Map(log.provisions.map((p) => [p.legal_basis, p.citation]));
  const rows: (string | number)[][] = [[...t.csv]];
  for (const page of log.pages)
    for (const entry of page.legal_bases)
      rows.push([
        log.document ?? '',
        page.page,
        entry.legal_basis ?? '',
        entry.label,
        entry.legal_basis === null ? '' : (citations.get(entry.legal_basis) ?? ''),
        entry.marks,
      ]);
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

// ---------------------------------------------------------------- PDF

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY = 10;
const LINE = 14;
const GREY = '0.45 0.45 0.45';

interface PdfFonts {
  regular: import('mupdf').Font;
  bold: import('mupdf').Font;
}

/** A simple A4 document: title, document, date, the pages × codes table, then the provisions. */
export function redactionLogPdf(log: RedactionLog): Uint8Array {
  const t = TEXTS[log.language];
  const doc = new mupdf.PDFDocument();
  try {
    const fonts: PdfFonts = { regular: new mupdf.Font('Helvetica'), bold: new mupdf.Font('Helvetica-Bold') };
    const resources = doc.addObject({
      Font: { R: doc.addFont(fonts.regular), B: doc.addFont(fonts.bold) },
    });
    const writer = new PageWriter(fonts);
    const width = A4[0] - 2 * MARGIN;

    writer.text(t.title, MARGIN, 'B', 18);
    writer.advance(30);
    const facts: (readonly [string, string])[] = [
      ...(log.document === null ? [] : [[t.document, log.document] as const]),
      [t.date, log.created_at.slice(0, 10)],
      [t.pages, t.pagesValue(log.page_count, log.pages.length)],
      [t.marks, String(log.total_marks)],
    ];
    for (const [name, value] of facts) {
      writer.text(`${name}:`, MARGIN, 'B', BODY);
      const lines = wrap(value, fonts.regular, BODY, width - 90);
      lines.forEach((line, i) => {
        if (i > 0) writer.advance(LINE);
        writer.text(line, MARGIN + 90, 'R', BODY);
      });
      writer.advance(LINE);
    }
    writer.advance(LINE);

    // The table: page, legal basis, count; one row per page and code.
    const columns = [MARGIN, MARGIN + 60, MARGIN + width - 60];
    const header = () => {
      writer.text(t.page, columns[0]!, 'B', BODY);
      writer.text(t.legalBasis, columns[1]!, 'B', BODY);
      writer.textRight(t.count, MARGIN + width, 'B', BODY);
      writer.rule(MARGIN, MARGIN + width, -4, 0.8);
      writer.advance(LINE + 2);
    };
    if (log.pages.length === 0) {
      writer.text(t.noMarks, MARGIN, 'R', BODY);
      writer.advance(LINE);
    } else header();
    for (const page of log.pages) {
      page.legal_bases.forEach((entry, i) => {
        if (writer.needsPage(LINE)) {
          writer.newPage();
          header();
        }
        if (i === 0) writer.text(String(page.page), columns[0]!, 'R', BODY);
        const label = fit(entry.label, fonts.regular, BODY, columns[2]! - columns[1]! - 8);
        writer.text(
          label,
          columns[1]!,
          entry.legal_basis === null ? 'R' : 'B',
          BODY,
          entry.legal_basis === null ? GREY : undefined,
        );
        writer.textRight(String(entry.marks), MARGIN + width, 'R', BODY);
        writer.advance(LINE);
      });
      writer.rule(MARGIN, MARGIN + width, 10, 0.3);
    }
    writer.advance(LINE);

    // The provisions used, each with its full citation and what it protects.
    if (log.provisions.length > 0) {
      if (writer.needsPage(4 * LINE)) writer.newPage();
      writer.text(t.provisions, MARGIN, 'B', 13);
      writer.advance(LINE + 6);
      for (const p of log.provisions) {
        const citation = wrap(p.citation, fonts.regular, BODY, width - 12);
        const title = wrap(p.title, fonts.regular, BODY - 1, width - 12);
        if (writer.needsPage((2 + citation.length + title.length) * LINE)) writer.newPage();
        writer.text(p.label, MARGIN, 'B', BODY + 1);
        writer.textRight(t.markCount(p.marks), MARGIN + width, 'R', BODY);
        writer.advance(LINE);
        for (const line of citation) {
          writer.text(line, MARGIN + 12, 'R', BODY);
          writer.advance(LINE);
        }
        for (const line of title) {
          writer.text(line, MARGIN + 12, 'R', BODY - 1, GREY);
          writer.advance(LINE - 1);
        }
        writer.advance(8);
      }
    }
    if (writer.needsPage(2 * LINE)) writer.newPage();
    writer.advance(LINE);
    for (const line of wrap(t.note, fonts.regular, BODY - 1, width)) {
      writer.text(line, MARGIN, 'R', BODY - 1, GREY);
      writer.advance(LINE - 1);
    }

    const pages = writer.finish();
    pages.forEach((content, i) => {
      const footer = `BT /R 8 Tf ${GREY} rg ${num(MARGIN)} 30 Td ${encode(t.footer(i + 1, pages.length), fonts.regular)} Tj ET\n`;
      doc.insertPage(-1, doc.addPage([0, 0, A4[0], A4[1]], 0, resources, content + footer));
    });
    // No Info dictionary: the log's metadata says nothing about the document beyond its pages.
    return new Uint8Array(doc.saveToBuffer('garbage=yes,compress').asUint8Array());
  } finally {
    doc.destroy();
  }
}

/** Content streams of the log's pages, written top to bottom. */
class PageWriter {
  private pages: string[] = [];
  private content = '';
  /** Baseline of the next line, from the bottom of the page. */
  private y = A4[1] - MARGIN - 12;

  constructor(private readonly fonts: PdfFonts) {}

  advance(by: number): void {
    this.y -= by;
  }

  needsPage(height: number): boolean {
    return this.y - height < MARGIN;
  }

  newPage(): void {
    this.pages.push(this.content);
    this.content = '';
    this.y = A4[1] - MARGIN - 12;
  }

  text(text: string, x: number, font: 'R' | 'B', size: number, color = '0 0 0'): void {
    const f = font === 'B' ? this.fonts.bold : this.fonts.regular;
    this.content += `BT /${font} ${num(size)} Tf ${color} rg ${num(x)} ${num(this.y)} Td ${encode(text, f)} Tj ET\n`;
  }

  textRight(text: string, right: number, font: 'R' | 'B', size: number): void {
    const f = font === 'B' ? this.fonts.bold : this.fonts.regular;
    this.text(text, right - widthOf(text, f, size), font, size);
  }

  /** A horizontal line `above` points over the current baseline. */
  rule(x0: number, x1: number, above: number, lineWidth: number): void {
    const y = this.y + above;
    this.content += `${GREY} RG ${num(lineWidth)} w ${num(x0)} ${num(y)} m ${num(x1)} ${num(y)} l S\n`;
  }

  finish(): string[] {
    return [...this.pages, this.content];
  }
}

/** Text as glyph ids for the Identity-H font MuPDF's addFont writes (with its ToUnicode map). */
function encode(text: string, font: import('mupdf').Font): string {
  let hex = '<';
  for (const ch of text.normalize('NFC')) {
    let glyph = font.encodeCharacter(ch.codePointAt(0)!);
    if (glyph <= 0) glyph = font.encodeCharacter(0x3f); // a sign the font lacks becomes "?"
    hex += glyph.toString(16).padStart(4, '0');
  }
  return hex + '>';
}

function widthOf(text: string, font: import('mupdf').Font, size: number): number {
  let width = 0;
  for (const ch of text.normalize('NFC')) {
    let glyph = font.encodeCharacter(ch.codePointAt(0)!);
    if (glyph <= 0) glyph = font.encodeCharacter(0x3f);
    width += font.advanceGlyph(glyph);
  }
  return width * size;
}

/** Words over lines no wider than `width`; a word longer than a line is cut. */
function wrap(text: string, font: import('mupdf').Font, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (widthOf(next, font, size) <= width) {
      line = next;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (widthOf(line, font, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && widthOf(line.slice(0, cut), font, size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** One line, shortened with an ellipsis when it is wider than `width`. */
function fit(text: string, font: import('mupdf').Font, size: number, width: number): string {
  if (widthOf(text, font, size) <= width) return text;
  let cut = text.length;
  while (cut > 1 && widthOf(`${text.slice(0, cut)}…`, font, size) > width) cut--;
  return `${text.slice(0, cut)}…`;
}

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/\.?0+$/, '');
}

/** The log in one format, with the content type and file extension to send it with. */
export function renderRedactionLog(
  log: RedactionLog,
  format: RedactionLogFormat,
): { bytes: Uint8Array; contentType: string; extension: RedactionLogFormat } {
  if (format === 'pdf')
    return { bytes: redactionLogPdf(log), contentType: 'application/pdf', extension: 'pdf' };
  const text = format === 'csv' ? redactionLogCsv(log) : redactionLogJson(log);
  return {
    bytes: new TextEncoder().encode(text),
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    extension: format,
  };
}
