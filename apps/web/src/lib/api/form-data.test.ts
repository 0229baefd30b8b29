import { describe, expect, it } from 'vitest';
import { buildFormData } from './form-data.ts';

describe('buildFormData', () => {
  it('puts the text fields before the files, whatever order they were given in', () => {
    const files = [new File(['%PDF-1.7'], 'a.pdf'), new File(['%PDF-1.7'], 'b.pdf')];
    const form = buildFormData({
      files,
      use_fast: true,
      requested_entities: ['ALL_FAST'],
      threshold: '0.5',
      none: undefined,
    });
    expect([...form.keys()]).toEqual(['use_fast', 'requested_entities', 'threshold', 'files', 'files']);
    expect(form.get('use_fast')).toBe('True');
    expect(form.get('requested_entities')).toBe('["ALL_FAST"]');
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
