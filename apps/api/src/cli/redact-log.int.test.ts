import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCasePdf, popplerText } from '../test/pdfs.ts';
import { cli, makeTempDir } from './cli-test-support.ts';

// Decision 0059: `sladd redact … --log <file>` writes the redaction log, its format by extension.
describe('sladd redact --log', () => {
  const temp = makeTempDir();
  let input: string;
  beforeAll(() => {
    input = temp.write('sak.pdf', makeCasePdf(3));
  });
  afterAll(() => temp.remove());

  const bytesOf = (name: string) => new Uint8Array(readFileSync(temp.path(name)));
  const REMOVED = ['Kari Nordmann', '912 34 567'];

  it('prints the code in the boxes and writes a PDF log with the provision and counts', async () => {
    const result = await cli(
      'redact',
      input,
      '-o',
      temp.path('out.pdf'),
      '--term',
      'Kari Nordmann',
      '--legal-basis',
      'no-offl-13',
      '--text-source',
      'legal_basis',
      '--log',
      temp.path('log.pdf'),
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain(`redaction log    ${temp.path('log.pdf')}`);
    const redacted = popplerText(bytesOf('out.pdf'));
    expect(redacted).toContain('offl. § 13');
    expect(redacted).not.toContain('Kari Nordmann');
    const log = popplerText(bytesOf('log.pdf')).replace(/\s+/g, ' ');
    expect(log).toContain('Sladdelogg');
    expect(log).toContain('sak.pdf');
    expect(log).toContain('offentleglova § 13 første ledd');
    expect(log).toContain('3 sladdinger');
    for (const word of REMOVED) expect(log).not.toContain(word);
  });

  it('takes codes from a marks file and writes CSV or JSON by extension', async () => {
    const detected = JSON.parse((await cli('detect', input, '--json', '--entities', 'NO_PHONE_NUMBER_F')).out)
      .files[0];
    const pages = detected.pages.map((p: { page: number; sensitive: object[] }) => ({
      page: p.page,
      sensitive: p.sensitive.map((s, i) => ({
        ...s,
        ...(p.page === 1 && i === 0 ? {} : { legal_basis: 'no-offl-14' }),
      })),
    }));
    const marks = temp.write('marks.json', JSON.stringify({ pages }));
    const asJson = await cli(
      'redact',
      input,
      '-o',
      temp.path('m.pdf'),
      '--marks',
      marks,
      '--log',
      temp.path('log.json'),
      '--log-language',
      'en',
      '--json',
    );
    expect(asJson.code).toBe(0);
    expect(JSON.parse(asJson.out)).toMatchObject({ log: temp.path('log.json'), marks_checked: 3 });
    const log = JSON.parse(new TextDecoder().decode(bytesOf('log.json')));
    expect(log).toMatchObject({
      document: 'sak.pdf',
      total_marks: 3,
      marks_without_legal_basis: 1,
      language: 'en',
    });
    expect(log.provisions).toEqual([expect.objectContaining({ legal_basis: 'no-offl-14', marks: 2 })]);
    expect(
      (await cli('redact', input, '-o', temp.path('c.pdf'), '--marks', marks, '--log', temp.path('log.csv')))
        .code,
    ).toBe(0);
    const csv = new TextDecoder().decode(bytesOf('log.csv'));
    expect(csv.split('\r\n')[0]).toBe('dokument,side,hjemmel_id,hjemmel,henvisning,antall');
    expect(csv).toContain('sak.pdf,1,,ingen hjemmel oppgitt,,1');
    // --log-name prints a case number instead of the file name; "" leaves the name out.
    const named = await cli(
      'redact',
      input,
      '-o',
      temp.path('n.pdf'),
      '--marks',
      marks,
      '--log',
      temp.path('n.json'),
      '--log-name',
      'Sak 2026/14',
    );
    expect(named.code).toBe(0);
    expect(JSON.parse(new TextDecoder().decode(bytesOf('n.json'))).document).toBe('Sak 2026/14');
    await cli(
      'redact',
      input,
      '-o',
      temp.path('o.pdf'),
      '--marks',
      marks,
      '--log',
      temp.path('o.csv'),
      '--log-name',
      '',
    );
    const unnamed = new TextDecoder().decode(bytesOf('o.csv'));
    expect(unnamed).toContain('\r\n,1,,ingen hjemmel oppgitt,,1');
    expect(unnamed).not.toContain('sak.pdf');
    for (const text of [JSON.stringify(log), csv])
      for (const word of REMOVED) expect(text).not.toContain(word);
  });

  it('refuses an unknown code, a bad code id and a log name without a known extension', async () => {
    const base = ['redact', input, '-o', temp.path('x.pdf'), '--term', 'Kari'];
    const unknown = await cli(...base, '--legal-basis', 'no-such-code', '--log', temp.path('x.json'));
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('no-such-code');
    expect((await cli(...base, '--legal-basis', 'Not An Id')).code).toBe(2);
    const extension = await cli(...base, '--log', temp.path('x.txt'));
    expect(extension.code).toBe(2);
    expect(extension.err).toContain('.json, .csv or .pdf');
    // The log may not replace the redacted PDF it belongs to (whatever the spelling of the path).
    const samePath = await cli(
      'redact',
      input,
      '-o',
      temp.path('x.pdf'),
      '--term',
      'Kari',
      '--log',
      `${temp.path('.')}/./x.pdf`,
    );
    expect(samePath.code).toBe(2);
    expect(samePath.err).toContain('the same file');
    expect(temp.list()).not.toContain('x.pdf');
  });
});
