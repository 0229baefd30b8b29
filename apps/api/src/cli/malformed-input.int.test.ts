import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCasePdf } from '../test/pdfs.ts';
import { cli, makeMalformedInputs, makeTempDir } from './cli-test-support.ts';

describe('the CLI refuses malformed inputs clearly and carries on', () => {
  const temp = makeTempDir();
  const inputs = makeMalformedInputs();
  let good: string;
  let before: string[];
  beforeAll(() => {
    for (const input of inputs) temp.write(input.name, input.bytes);
    good = temp.write('good.pdf', makeCasePdf(2));
    before = temp.list();
  });
  afterAll(() => temp.remove());

  it.each(inputs.map((input) => [input.name, input.expect] as const))('detect names %s and the problem, exit 2', async (name, expected) => {
    const result = await cli('detect', temp.path(name));
    expect(result.code).toBe(2);
    expect(result.err).toContain(temp.path(name));
    expect(result.err).toMatch(expected);
    expect(result.err).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });

  it('names a missing file', async () => {
    const result = await cli('search', temp.path('missing.pdf'), '--term', 'Kari');
    expect(result).toMatchObject({ code: 2, err: `${temp.path('missing.pdf')}: no such file. Check the path and try again.` });
  });

  it('reports every bad file in a batch and still answers for the good one', async () => {
    const paths = [...inputs.map((input) => temp.path(input.name)), temp.path('missing.pdf'), good];
    const result = await cli('detect', ...paths, '--json');
    expect(result.code).toBe(2);
    expect(result.err.split('\n')).toHaveLength(inputs.length + 1);
    const files = JSON.parse(result.out).files;
    expect(files.filter((f: any) => f.error)).toHaveLength(inputs.length + 1);
    const answered = files.find((f: any) => f.file === 'good.pdf');
    expect(answered.pages).toHaveLength(2);
    expect(answered.pages[0].sensitive.map((s: any) => s.original_text)).toContain('Kari Nordmann');
  });

  it('writes nothing when redacting a bad file, and leaves no partial output', async () => {
    for (const input of inputs) {
      const result = await cli('redact', temp.path(input.name), '-o', temp.path('out.pdf'), '--term', 'Kari');
      expect(result.code, input.name).toBe(2);
      expect(result.err).toMatch(input.expect);
    }
    expect(temp.list()).toEqual(before);
  });
});
