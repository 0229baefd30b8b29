import { describe, expect, it } from 'vitest';
import {
  buildRedactionLog,
  csvCell,
  redactionLogCsv,
  redactionLogJson,
  redactionLogPdf,
  renderRedactionLog,
  type RedactionLogInput,
} from './redaction-log.ts';
import { popplerText, qdfText, qpdfCheck } from './test-support.ts';

const CODES = {
  'no-offl-13': {
    label: 'offl. § 13',
    citation: 'offentleglova § 13 første ledd, jf. forvaltningsloven § 13 første ledd nr. 1',
    title: 'Opplysninger underlagt teieplikt',
  },
  'no-offl-14': {
    label: 'offl. § 14',
    citation: 'offentleglova § 14 første ledd',
    title: 'Organinterne dokument',
  },
};
/** Words a caller removed; the log must never hold them, whatever it is handed. */
const REMOVED = ['Kari Nordmann', '01010112345', 'diagnose F32'];

const input = (over: Partial<RedactionLogInput> = {}): RedactionLogInput => ({
  documentName: 'Svar på innsynskrav 2026/14.pdf',
  pageCount: 4,
  language: 'nb',
  createdAt: '2026-11-28T15:00:00.000Z',
  marks: [
    { page: 1, legalBasis: 'no-offl-13' },
    { page: 1, legalBasis: 'no-offl-13' },
    { page: 1, legalBasis: 'no-offl-14' },
    { page: 1 },
    { page: 3, legalBasis: 'no-offl-13' },
    { page: 3, legalBasis: null },
  ],
  codes: CODES,
  ...over,
});

/** Marks as a careless caller might pass them: with the removed text beside page and code. */
const marksWithText = input().marks.map((mark, i) => ({
  ...mark,
  original_text: REMOVED[i % REMOVED.length],
}));

describe('buildRedactionLog', () => {
  it('counts marks per page per code, and marks without a code under "no legal basis given"', () => {
    const log = buildRedactionLog(input());
    expect(log.total_marks).toBe(6);
    expect(log.marks_without_legal_basis).toBe(2);
    expect(log.pages).toEqual([
      {
        page: 1,
        marks: 4,
        legal_bases: [
          { legal_basis: 'no-offl-13', label: 'offl. § 13', marks: 2 },
          { legal_basis: 'no-offl-14', label: 'offl. § 14', marks: 1 },
          { legal_basis: null, label: 'ingen hjemmel oppgitt', marks: 1 },
        ],
      },
      {
        page: 3,
        marks: 2,
        legal_bases: [
          { legal_basis: 'no-offl-13', label: 'offl. § 13', marks: 1 },
          { legal_basis: null, label: 'ingen hjemmel oppgitt', marks: 1 },
        ],
      },
    ]);
    expect(log.provisions.map((p) => [p.legal_basis, p.marks])).toEqual([
      ['no-offl-13', 3],
      ['no-offl-14', 1],
    ]);
    expect(log.provisions[0]!.citation).toBe(CODES['no-offl-13'].citation);
    expect(buildRedactionLog(input({ language: 'en' })).pages[0]!.legal_bases[2]!.label).toBe(
      'no legal basis given',
    );
  });

  it('orders codes by label, numbers as numbers', () => {
    const codes = {
      a: { label: 'offl. § 24', citation: 'c', title: 't' },
      b: { label: 'offl. § 5', citation: 'c', title: 't' },
    };
    const log = buildRedactionLog(
      input({
        codes,
        marks: [
          { page: 1, legalBasis: 'a' },
          { page: 1, legalBasis: 'b' },
        ],
      }),
    );
    expect(log.provisions.map((p) => p.label)).toEqual(['offl. § 5', 'offl. § 24']);
  });

  it('refuses an unresolved code and a page outside the document', () => {
    expect(() => buildRedactionLog(input({ marks: [{ page: 1, legalBasis: 'no-such' }] }))).toThrow(
      /no-such/,
    );
    expect(() => buildRedactionLog(input({ marks: [{ page: 5 }] }))).toThrow(RangeError);
  });

  it('keeps no text of the marks, whatever else they carry', () => {
    const json = redactionLogJson(buildRedactionLog(input({ marks: marksWithText })));
    for (const word of REMOVED) expect(json).not.toContain(word);
    expect(JSON.parse(json)).toEqual(JSON.parse(redactionLogJson(buildRedactionLog(input()))));
  });
});

describe('redactionLogCsv', () => {
  it('writes one row per page and code, with the citation', () => {
    const lines = redactionLogCsv(buildRedactionLog(input({ language: 'en' }))).split('\r\n');
    expect(lines[0]).toBe('document,page,legal_basis_id,legal_basis,citation,count');
    expect(lines[1]).toBe(
      'Svar på innsynskrav 2026/14.pdf,1,no-offl-13,offl. § 13,"offentleglova § 13 første ledd, jf. forvaltningsloven § 13 første ledd nr. 1",2',
    );
    expect(lines[3]).toBe('Svar på innsynskrav 2026/14.pdf,1,,no legal basis given,,1');
    expect(lines).toHaveLength(7); // header, 5 rows, and the final line break
    expect(lines[6]).toBe('');
  });

  it('escapes quotes, commas and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+47 22')).toBe("'+47 22");
    expect(csvCell(12)).toBe('12');
    const csv = redactionLogCsv(buildRedactionLog(input({ documentName: 'a "b", c.pdf' })));
    expect(csv.split('\r\n')[1]!.startsWith('"a ""b"", c.pdf",1,')).toBe(true);
  });
});

describe('redactionLogPdf', () => {
  for (const language of ['nb', 'en'] as const) {
    it(`writes a readable A4 log in ${language} with the provisions and counts and no removed words`, () => {
      const pdf = redactionLogPdf(buildRedactionLog(input({ language, marks: marksWithText })));
      expect(qpdfCheck(pdf).ok).toBe(true);
      const text = popplerText(pdf);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(language === 'nb' ? 'Sladdelogg' : 'Redaction log');
      expect(flat).toContain('Svar på innsynskrav 2026/14.pdf');
      expect(flat).toContain('2026-11-28');
      expect(flat).toContain(CODES['no-offl-13'].citation);
      expect(flat).toContain(CODES['no-offl-14'].citation);
      expect(flat).toContain(language === 'nb' ? '3 sladdinger' : '3 redactions');
      expect(flat).toContain(language === 'nb' ? 'ingen hjemmel oppgitt' : 'no legal basis given');
      const raw = qdfText(pdf);
      for (const word of REMOVED) {
        expect(flat).not.toContain(word);
        expect(raw).not.toContain(word);
      }
    });
  }

  it('breaks a long table over pages with numbered footers', () => {
    const marks = Array.from({ length: 120 }, (_, i) => ({
      page: i + 1,
      legalBasis: i % 2 ? 'no-offl-13' : 'no-offl-14',
    }));
    const pdf = redactionLogPdf(buildRedactionLog(input({ pageCount: 120, marks, language: 'en' })));
    const pages = popplerText(pdf)
      .split('\f')
      .filter((p) => p.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(pages.at(-1)).toContain('offentleglova § 14 første ledd');
  });

  it('renders each format with its content type', () => {
    const log = buildRedactionLog(input());
    expect(renderRedactionLog(log, 'json').contentType).toMatch(/^application\/json/);
    expect(renderRedactionLog(log, 'csv').contentType).toMatch(/^text\/csv/);
    const pdf = renderRedactionLog(log, 'pdf');
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
