import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCasePdf, makeCaseWithLogoPdf, makeScanPdf, makeTextPdf, popplerText, tesseractText } from '../test/pdfs.ts';
import { cli, makePatternTextPdf, makeTempDir } from './cli-test-support.ts';

describe('sladd redact', () => {
  const temp = makeTempDir();
  let input: string;
  beforeAll(() => {
    input = temp.write('case.pdf', makeCasePdf(3));
  });
  afterAll(() => temp.remove());

  const textOf = (name: string) => popplerText(new Uint8Array(readFileSync(temp.path(name))));

  it('removes a term so poppler no longer finds it, keeps the rest, and prints the certificate', async () => {
    const result = await cli('redact', input, '-o', temp.path('out.pdf'), '--term', 'Kari Nordmann');
    expect(result.code).toBe(0);
    const text = textOf('out.pdf');
    expect(text).not.toContain('Kari Nordmann');
    expect(text).toContain('Vedtaket ble fattet etter en samlet vurdering av saken.');
    expect(text).toContain('912 34 567');
    expect(result.out).toMatch(/pages checked\s+3/);
    expect(result.out).toMatch(/marks checked\s+3/);
    expect(result.out).toMatch(/leftover chars\s+0/);
    expect(result.out).toContain('✓');
    expect(result.err).toBe('');
  });

  it('redacts regexes, marks files in both shapes, and detected entities, reporting JSON', async () => {
    const mapping = JSON.parse((await cli('detect', input, '--json', '--entities', 'NO_PHONE_NUMBER_F')).out)
      .files[0];
    const mappingFile = temp.write('mapping.json', JSON.stringify({ pages: mapping.pages }));
    const viaMapping = await cli(
      'redact',
      input,
      '-o',
      temp.path('mapped.pdf'),
      '--marks',
      mappingFile,
      '--json',
    );
    expect(viaMapping.code).toBe(0);
    expect(JSON.parse(viaMapping.out)).toMatchObject({
      file: 'case.pdf',
      ok: true,
      marks_checked: 3,
      leftover_chars: 0,
      marks: { marks_file: 3 },
    });
    expect(textOf('mapped.pdf')).not.toContain('912 34 567');

    const list = mapping.pages.flatMap((p: any) =>
      p.sensitive.map((s: any) => ({ page: p.page, bbox: s.bbox })),
    );
    const listFile = temp.write('list.json', JSON.stringify(list));
    expect((await cli('redact', input, '-o', temp.path('listed.pdf'), '--marks', listFile)).code).toBe(0);
    expect(textOf('listed.pdf')).not.toContain('912 34 567');

    const detected = await cli(
      'redact',
      input,
      '-o',
      temp.path('detected.pdf'),
      '--detect',
      'fast',
      '--regex',
      'Side \\d',
      '--appearance',
      'replace_text',
      '--json',
    );
    expect(detected.code).toBe(0);
    expect(JSON.parse(detected.out).marks).toMatchObject({ regex: 3, detect: expect.any(Number) });
    const text = textOf('detected.pdf');
    for (const secret of ['Kari Nordmann', '912 34 567', 'kari.nordmann@example.no', 'Side 1'])
      expect(text).not.toContain(secret);
    expect(text).toContain('Vedtaket ble fattet');
  });

  it('certifies the visual check and every term asked for, a term found nowhere included', async () => {
    const result = await cli(
      'redact',
      input,
      '-o',
      temp.path('terms.pdf'),
      '--term',
      'Kari Nordmann',
      '--term',
      'Kari Normann',
      '--regex',
      '\\d{3} \\d{2} \\d{3}',
    );
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/visual check\s+✓ 3 pages look as before outside the marks/);
    expect(result.out).toMatch(/under the marks\s+✓ no picture content left under any mark/);
    expect(result.out).toContain('✓ "Kari Nordmann"  3 → 0');
    expect(result.out).toContain('! "Kari Normann"  0 → 0  (not found: nothing removed for it)');
    expect(result.out).toContain('✓ /\\d{3} \\d{2} \\d{3}/  3 → 0');
    expect(result.err).toContain('not found in the file, so nothing was removed for "Kari Normann"');
    const json = JSON.parse(
      (
        await cli(
          'redact',
          input,
          '-o',
          temp.path('terms2.pdf'),
          '--term',
          'Normann',
          '--term',
          'Oslo',
          '--json',
        )
      ).out,
    );
    expect(json.requested).toEqual([
      { kind: 'term', text: 'Normann', before: 0, after: 0 },
      { kind: 'term', text: 'Oslo', before: 3, after: 0 },
    ]);
    expect(json.visual).toMatchObject({
      ok: true,
      pages_compared: 3,
      changed_pages: [],
      marks_with_traces: [],
    });
  });

  it('refuses a damaged output (test hook: its images dropped) with exit 1, naming the page, and writes nothing', async () => {
    const withLogo = temp.write('logo.pdf', makeCaseWithLogoPdf(2));
    process.env.SLADD_TEST_DAMAGE_OUTPUT = 'drop-images';
    try {
      const result = await cli(
        'redact',
        withLogo,
        '-o',
        temp.path('logo-out.pdf'),
        '--term',
        'Kari Nordmann',
      );
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        /redaction could not be confirmed \(page [12] would look different outside the marks\); no file was written/,
      );
      expect(result.out).toMatch(/visual check\s+✗ 2 of 2 pages changed outside the marks/);
    } finally {
      delete process.env.SLADD_TEST_DAMAGE_OUTPUT;
    }
    expect(temp.list().filter((name) => name.startsWith('logo-out'))).toEqual([]);
    expect(
      (await cli('redact', withLogo, '-o', temp.path('logo-ok.pdf'), '--term', 'Kari Nordmann')).code,
    ).toBe(0);
  });

  it('redacts a scan through OCR (terms and detection), and an independent OCR no longer reads them', async () => {
    const scan = temp.write('scan.pdf', makeScanPdf(makeTextPdf([['Saken gjelder Kari Nordmann, telefon 912 34 567.', 'Vedtaket ble fattet etter en samlet vurdering.']])));
    const result = await cli('redact', scan, '-o', temp.path('scan-out.pdf'), '--term', 'Nordmann', '--detect', 'fast', '--json');
    expect(result.code).toBe(0);
    const cert = JSON.parse(result.out);
    expect(cert).toMatchObject({ ok: true, ocr_pages: [1], unreadable_pages: [] });
    expect(cert.requested).toEqual([{ kind: 'term', text: 'Nordmann', before: 1, after: 0 }]);
    expect(cert.marks.detect).toBeGreaterThan(0);
    const ocr = tesseractText(new Uint8Array(readFileSync(temp.path('scan-out.pdf'))));
    expect(ocr).not.toMatch(/Nordmann|912 34 567/);
    expect(ocr).toMatch(/Vedtaket ble fattet/);
  });

  it('needs -o and something to remove, as usage errors', async () => {
    expect(await cli('redact', input, '--term', 'Kari')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Missing -o'),
    });
    expect(await cli('redact', input, '-o', temp.path('x.pdf'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('Say what to remove'),
    });
    expect(
      await cli('redact', input, '-o', temp.path('x.pdf'), '--term', 'Kari', '--appearance', 'glitter'),
    ).toMatchObject({ code: 2 });
    expect(await cli('redact', input, '-o', temp.path('no/such/dir/x.pdf'), '--term', 'Kari')).toMatchObject({
      code: 2,
      err: expect.stringContaining('output folder'),
    });
    expect(
      await cli('redact', input, '-o', temp.path('x.pdf'), '--marks', temp.path('nope.json')),
    ).toMatchObject({ code: 2, err: expect.stringContaining('no such marks file') });
    expect(temp.list()).not.toContain('x.pdf');
  });

  it('refuses marks outside the document without writing the output', async () => {
    const marks = temp.write(
      'far.json',
      JSON.stringify([{ page: 9, bbox: { x0: 1, y0: 1, x1: 20, y1: 20 } }]),
    );
    const result = await cli('redact', input, '-o', temp.path('far.pdf'), '--marks', marks);
    expect(result).toMatchObject({ code: 2, err: expect.stringContaining('page 9') });
    expect(temp.list().filter((name) => name.startsWith('far') || name.endsWith('.tmp'))).toEqual([
      'far.json',
    ]);
  });

  it('exits 1 with the failed certificate and writes nothing when verification finds text left', async () => {
    const tricky = temp.write('pattern.pdf', makePatternTextPdf());
    const marks = temp.write(
      'top.json',
      JSON.stringify([{ page: 1, bbox: { x0: 60, y0: 60, x1: 400, y1: 90 } }]),
    );
    const result = await cli('redact', tricky, '-o', temp.path('pattern-out.pdf'), '--marks', marks);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /redaction could not be confirmed \(\d+ characters remain under marks\); no file was written/,
    );
    expect(result.out).toContain('✗ redacted text remains; no file was written');
    expect(result.err).not.toContain('Hemmelig');
    expect(temp.list().filter((name) => name.startsWith('pattern-out') || name.endsWith('.tmp'))).toEqual([]);
  });
});
