import { organizationLegalCodeIdSchema } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { shortHash } from '../components/audit-tab.tsx';
import { auditQuery } from './use-audit.ts';
import { suggestCodeId } from './use-legal-bases.ts';

describe('the code id suggested from a label', () => {
  it('is org- and the label in lower-case letters, digits and hyphens, which the server accepts', () => {
    expect(suggestCodeId('Intern merknad')).toBe('org-intern-merknad');
    expect(suggestCodeId('Rutine 2019 pkt. 3')).toBe('org-rutine-2019-pkt-3');
    expect(suggestCodeId('Særlig § 5 – ærend på Øya')).toBe('org-saerlig-5-aerend-pa-oya');
    expect(suggestCodeId('Café')).toBe('org-cafe');
    for (const label of ['Intern merknad', 'x'.repeat(80), '--a--', 'Særlig § 5'])
      expect(organizationLegalCodeIdSchema.safeParse(suggestCodeId(label)).success, label).toBe(true);
  });

  it('is left empty when the label has no letter or digit', () => {
    expect(suggestCodeId('§ –')).toBe('');
  });
});

describe('the audit filters as sent', () => {
  it('leave out empty values, and never carry a file name', () => {
    expect(auditQuery({})).toEqual({});
    expect(auditQuery({ from: '2026-11-01', to: '', action: 'redacted' })).toEqual({
      from: '2026-11-01',
      action: 'redacted',
    });
    const withName = { from: '2026-11-01', document_name: 'Sak Ola Nordmann.pdf' } as never;
    expect(auditQuery(withName)).toEqual({ from: '2026-11-01' });
  });
});

describe('a hash in the trail', () => {
  it('shows its first eight and last four characters', () => {
    const hash = 'a'.repeat(8) + 'b'.repeat(52) + 'c'.repeat(4);
    expect(shortHash(hash)).toBe('aaaaaaaa…cccc');
    expect(shortHash('abc')).toBe('abc');
  });
});
