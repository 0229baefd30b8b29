import { describe, expect, it } from 'vitest';
import { documentNameHash, filterRange, retentionCutoff } from './audit-shapes.ts';
import { csvCell } from './export-audit-events.ts';

describe('the audit CSV', () => {
  it('quotes cells with quotes, commas and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+47')).toBe("'+47");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x",1)')).toBe(`"'=HYPERLINK(""x"",1)"`);
    expect(csvCell('2026-11-28T10:00:00.000Z')).toBe('2026-11-28T10:00:00.000Z');
  });
});

describe('audit helpers', () => {
  it('hashes a name per organization under the key, never showing it', () => {
    const key = Buffer.alloc(32, 1);
    const hash = documentNameHash(key, 'org-1', 'Sak Ola.pdf');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(documentNameHash(key, 'org-1', 'Sak Ola.pdf')).toBe(hash);
    expect(documentNameHash(key, 'org-2', 'Sak Ola.pdf')).not.toBe(hash);
    expect(documentNameHash(Buffer.alloc(32, 2), 'org-1', 'Sak Ola.pdf')).not.toBe(hash);
    // The same name in either Unicode form is the same document.
    expect(documentNameHash(key, 'org-1', 'Sa\u0308k.pdf')).toBe(documentNameHash(key, 'org-1', 'Säk.pdf'));
  });

  it('reads dates as whole UTC days and times as instants, both ends inclusive', () => {
    expect(filterRange({ from: '2026-11-02', to: '2026-11-02' })).toEqual({
      from: '2026-11-02T00:00:00.000Z',
      before: '2026-11-03T00:00:00.000Z',
    });
    expect(filterRange({ from: '2026-11-02T10:00:00+01:00', to: '2026-11-02T12:00:00Z' })).toEqual({
      from: '2026-11-02T09:00:00.000Z',
      before: '2026-11-02T12:00:00.001Z',
    });
    expect(filterRange({})).toEqual({ from: undefined, before: undefined });
    expect(retentionCutoff(new Date('2026-11-28T00:00:00Z'), 30)).toBe('2026-10-29T00:00:00.000Z');
  });
});
