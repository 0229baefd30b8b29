import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCasePdf, makeHugePagePdf, makeScanPdf, makeTextPdf } from '../test/pdfs.ts';
import { cli, makeTempDir } from './cli-test-support.ts';

describe('sladd detect and search', () => {
  const temp = makeTempDir();
  let casePdf: string;
  let wrapped: string;
  beforeAll(() => {
    casePdf = temp.write('case.pdf', makeCasePdf(3));
    wrapped = temp.write(
      'wrapped.pdf',
      makeTextPdf([['Vedtaket gjelder Kari', 'Nordmann. Hun bor i Storgata 1,', '0155 Oslo, sier saken.']]),
    );
  });
  afterAll(() => temp.remove());

  it('prints the redaction_mapping per file with --json', async () => {
    const result = await cli('detect', casePdf, '--json');
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.out);
    expect(Object.keys(parsed)).toEqual(['files']);
    const [file] = parsed.files;
    expect(file.file).toBe('case.pdf');
    expect(file.pages.map((p: any) => p.page)).toEqual([1, 2, 3]);
    const phone = file.pages[1].sensitive.find((s: any) => s.entity_type === 'NO_PHONE_NUMBER_F');
    expect(phone).toMatchObject({
      original_text: '912 34 567',
      engine: 'fast',
      score: expect.any(Number),
      reason: expect.any(String),
    });
    expect(Object.keys(phone).sort()).toEqual([
      'bbox',
      'end',
      'engine',
      'entity_type',
      'original_text',
      'reason',
      'score',
      'start',
    ]);
    // Top-left origin: the first line of a US-letter page lies near the top.
    expect(phone.bbox.y0).toBeGreaterThan(50);
    expect(phone.bbox.y1).toBeLessThan(100);
    expect(phone.bbox.x1).toBeGreaterThan(phone.bbox.x0);
  });

  it('gives one item per line for a hit that wraps lines', async () => {
    const result = await cli('detect', wrapped, '--json', '--entities', 'NO_ADDRESS_F');
    expect(result.code).toBe(0);
    const items = JSON.parse(result.out).files[0].pages[0].sensitive;
    expect(items.map((s: any) => s.entity_type)).toEqual(['NO_ADDRESS_F', 'NO_ADDRESS_F']);
    expect(items.map((s: any) => s.original_text).join(' ')).toBe('Storgata 1, 0155 Oslo');
    expect(items[1].bbox.y0).toBeGreaterThan(items[0].bbox.y1 - 1);
  });

  it('respects --entities and --threshold', async () => {
    const phonesOnly = JSON.parse(
      (await cli('detect', casePdf, '--json', '--entities', 'NO_PHONE_NUMBER_F')).out,
    );
    const types = phonesOnly.files[0].pages.flatMap((p: any) => p.sensitive.map((s: any) => s.entity_type));
    expect(new Set(types)).toEqual(new Set(['NO_PHONE_NUMBER_F']));
    const strict = JSON.parse((await cli('detect', casePdf, '--json', '--threshold', '1')).out);
    expect(strict.files[0].pages.flatMap((p: any) => p.sensitive).every((s: any) => s.score >= 1)).toBe(true);
  });

  it('prints a compact table of counts by type without --json', async () => {
    const result = await cli('detect', casePdf);
    expect(result.code).toBe(0);
    expect(result.out).toContain('case.pdf: 3 pages');
    expect(result.out).toMatch(/NO_PHONE_NUMBER_F\s+3\s+1-3/);
    expect(result.err).toBe('');
  });

  it('reads a scanned page with OCR, as the workspace does; --ocr off says what was not looked at', async () => {
    const scan = temp.write(
      'scan.pdf',
      makeScanPdf(
        makeTextPdf([['Saken gjelder Kari Nordmann, telefon 912 34 567.', 'Vedtaket ble fattet.']]),
      ),
    );
    const read = await cli('detect', scan, '--json');
    expect(read.code).toBe(0);
    const types = JSON.parse(read.out).files[0].pages[0].sensitive.map(
      (s: { entity_type: string }) => s.entity_type,
    );
    expect(types).toEqual(expect.arrayContaining(['PERSON_F', 'NO_PHONE_NUMBER_F']));
    expect(read.err).toBe('');
    const found = await cli('search', scan, '--term', 'Nordmann', '--json');
    expect(JSON.parse(found.out).files[0].total_matches).toBe(1);
    const off = await cli('detect', scan, '--ocr', 'off');
    expect(off.out).toContain('scan.pdf: 1 page, 0 entities');
    expect(off.err).toBe(
      `${scan}: no text layer on page 1 (scanned?) and --ocr off, so nothing was looked for there.`,
    );
    expect(await cli('detect', scan, '--ocr', 'maybe')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--ocr takes auto or off'),
    });
  });

  it('says when a page has no text even for OCR, rather than look clean', async () => {
    const blank = temp.write('blank.pdf', makeHugePagePdf(612));
    const result = await cli('detect', blank);
    expect(result.code).toBe(0);
    expect(result.out).toContain('blank.pdf: 1 page, 0 entities');
    expect(result.err).toBe(
      `${blank}: no text could be read on page 1, not even by OCR, so nothing was found there.`,
    );
  });

  it('runs the standard engine: sensitive categories said about a person, and names the types it cannot find', async () => {
    const note = temp.write(
      'note.pdf',
      makeTextPdf([
        ['Hun har diabetes og er sykmeldt.', 'Diabetes er vanlig i befolkningen.', 'Han er permittert.'],
      ]),
    );
    const result = await cli(
      'detect',
      note,
      '--methods',
      'standard',
      '--entities',
      'HEALTH_INFO_S,EMPLOYMENT_INFO_S,visa number',
      '--json',
    );
    expect(result.code).toBe(0);
    const hits = JSON.parse(result.out).files[0].pages[0].sensitive;
    expect(hits.map((s: any) => [s.entity_type, s.original_text, s.engine])).toEqual([
      ['HEALTH_INFO_S', 'diabetes', 'standard'],
      ['HEALTH_INFO_S', 'sykmeldt', 'standard'],
      ['EMPLOYMENT_INFO_S', 'permittert', 'standard'],
    ]);
    expect(result.err).toBe('The standard engine cannot find visa number yet; left out of this detection.');
    expect(await cli('detect', note, '--methods', 'standard', '--entities', 'visa number')).toMatchObject({
      code: 2,
      err: expect.stringContaining(
        'The standard engine cannot find visa number yet; choose other types with --entities.',
      ),
    });
    expect(await cli('detect', note, '--methods', 'fast', '--entities', 'HEALTH_INFO_S')).toMatchObject({
      code: 2,
      err: expect.stringContaining('"HEALTH_INFO_S" belongs to the standard engine; add it to --methods.'),
    });
  });

  it('refuses unknown engines, entities and thresholds as usage errors', async () => {
    expect(await cli('detect', casePdf, '--methods', 'advanced')).toMatchObject({
      code: 2,
      err: expect.stringContaining('not available'),
    });
    expect(await cli('detect', casePdf, '--entities', 'PERSON_A')).toMatchObject({
      code: 2,
      err: expect.stringContaining('advanced engine'),
    });
    expect(await cli('detect', casePdf, '--entities', 'SHOE_SIZE')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown entity type "SHOE_SIZE"'),
    });
    expect(await cli('detect', casePdf, '--threshold', '2')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--threshold'),
    });
    expect(await cli('detect', casePdf, '--frobnicate')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Usage'),
    });
    expect((await cli('detect')).code).toBe(2);
  });

  it('counts search matches per page, case-insensitive by default', async () => {
    const result = await cli('search', casePdf, '--term', 'kari', '--json');
    expect(result.code).toBe(0);
    const [file] = JSON.parse(result.out).files;
    expect(file).toMatchObject({ file: 'case.pdf', pages_searched: 3, total_matches: 6 });
    expect(file.pages.map((p: any) => p.matches.length)).toEqual([2, 2, 2]);
    const exact = JSON.parse(
      (await cli('search', casePdf, '--term', 'kari', '--case-sensitive', '--json')).out,
    );
    expect(exact.files[0].total_matches).toBe(3); // only the e-mail address is lower case
  });

  it('searches with regular expressions and shows matches per page', async () => {
    const result = await cli('search', casePdf, '--regex', '--term', '\\d{3} \\d{2} \\d{3}');
    expect(result.code).toBe(0);
    expect(result.out).toContain('case.pdf: 3 matches on 3 of 3 pages');
    expect(result.out).toMatch(/page\s+2\s+1\s+912 34 567/);
    const bad = await cli('search', casePdf, '--regex', '--term', '(unclosed');
    expect(bad).toMatchObject({ code: 2, err: expect.stringContaining('not a valid regular expression') });
  });

  it('returns a box per line for a search hit that wraps lines', async () => {
    const [file] = JSON.parse((await cli('search', wrapped, '--term', 'Kari Nordmann', '--json')).out).files;
    expect(file.total_matches).toBe(1);
    expect(file.pages[0].matches).toHaveLength(2);
  });

  it('needs a term', async () => {
    expect(await cli('search', casePdf)).toMatchObject({ code: 2, err: expect.stringContaining('--term') });
  });
});
