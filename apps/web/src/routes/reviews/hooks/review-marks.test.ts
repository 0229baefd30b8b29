import type { LegalBasis } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import {
  approvalBody,
  changeCode,
  codeLabel,
  codeOptions,
  countChanges,
  markCount,
  marksChanged,
  removeMark,
  type ReviewPages,
} from './review-marks.ts';

const bbox = (x: number) => ({ x0: x, y0: 10, x1: x + 20, y1: 20 });
const PAGES: ReviewPages = [
  {
    page: 1,
    sensitive: [
      { entity_type: 'PERSON', bbox: bbox(0), original_text: 'Kari', legal_basis: 'no-offl-13' },
      { entity_type: 'PHONE', bbox: bbox(50), original_text: '912', legal_basis: 'no-offl-13' },
    ],
  },
  { page: 2, sensitive: [{ entity_type: 'PERSON', bbox: bbox(0), original_text: 'Ola' }] },
];
const code = (id: string, set: string, label: string): LegalBasis => ({
  id,
  set,
  origin: set === 'organization' ? 'organization' : 'built_in',
  label,
  citation: label,
  title: `Title of ${label}`,
  language: 'nb',
});

describe('codeLabel', () => {
  it("names a code by the organization's list, then the built-ins, else its id", () => {
    expect(codeLabel('org-sak', [code('org-sak', 'organization', 'Sak § 1')])).toBe('Sak § 1');
    expect(codeLabel('no-offl-13', [])).toBe('offl. § 13');
    expect(codeLabel('org-borte', [])).toBe('org-borte');
  });
});

describe('codeOptions', () => {
  it('groups the usable codes by set and keeps a retired current code choosable', () => {
    const groups = codeOptions(
      [code('no-offl-13', 'no-offentleglova', 'offl. § 13'), code('org-sak', 'organization', 'Sak § 1')],
      { 'no-offentleglova': 'Offentleglova', organization: 'Our codes' },
      ['no-offl-13', 'org-gammel'],
      'Other',
    );
    expect(groups.map((group) => [group.group, group.items.map((item) => item.value)])).toEqual([
      ['Offentleglova', ['no-offl-13']],
      ['Our codes', ['org-sak']],
      ['Other', ['org-gammel']],
    ]);
  });
});

describe('editing marks', () => {
  it('changes one mark’s code and leaves the others and the original alone', () => {
    const changed = changeCode(PAGES, 1, 1, 'no-offl-24-2');
    expect(changed[0]!.sensitive.map((mark) => mark.legal_basis)).toEqual(['no-offl-13', 'no-offl-24-2']);
    expect(PAGES[0]!.sensitive[1]!.legal_basis).toBe('no-offl-13');
    expect(changeCode(PAGES, 1, 0, null)[0]!.sensitive[0]).not.toHaveProperty('legal_basis');
  });

  it('counts a changed code and a removed mark once each', () => {
    expect(countChanges(PAGES, PAGES)).toBe(0);
    expect(countChanges(PAGES, removeMark(changeCode(PAGES, 1, 1, 'no-offl-24-2'), 2, 0))).toBe(2);
  });

  it('removes one mark', () => {
    const removed = removeMark(PAGES, 1, 0);
    expect(removed[0]!.sensitive.map((mark) => mark.original_text)).toEqual(['912']);
    expect(markCount(removed)).toBe(2);
    expect(markCount(PAGES)).toBe(3);
  });

  it('approves without marks when nothing changed, and with them (empty pages left out) when something did', () => {
    expect(marksChanged(PAGES, structuredClone(PAGES))).toBe(false);
    expect(approvalBody(PAGES, PAGES, '  ')).toEqual({ decision: 'approve' });
    const edited = removeMark(PAGES, 2, 0);
    expect(marksChanged(PAGES, edited)).toBe(true);
    expect(approvalBody(PAGES, edited, ' OK ')).toEqual({
      decision: 'approve',
      comment: 'OK',
      pages: [PAGES[0]],
    });
  });
});
