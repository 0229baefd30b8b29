import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addMember,
  domainNameSchema,
  ORGANIZATION_ROLES,
  organizationLegalCodeIdSchema,
  organizationLegalCodeInputSchema,
  organizationNameSchema,
} from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { KNOWN_SERVER_TEXTS, serverTextKey } from '../lib/i18n/server-texts.ts';
import billingEn from './billing.en.json';
import shared from './en.json';
import en from './organization.en.json';
import no from './organization.no.json';
import { flatten, placeholders, sourceFiles } from './locale-tree.ts';

const english = flatten(en);
const norwegian = flatten(no);
const namespaces: Record<string, Record<string, string>> = {
  organization: english,
  billing: flatten(billingEn),
};
const firstIssue = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error!.issues[0]!.message;

describe('organization locales', () => {
  it('have the same keys, no empty texts and the same placeholders in English and Norwegian', () => {
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(norwegian[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('are Norwegian in the Norwegian file (names, codes and formats aside)', () => {
    const same = Object.keys(english).filter((key) => english[key] === norwegian[key]);
    expect(same.sort()).toEqual(
      [
        'domains.recordType',
        'legalBases.form.id',
        'subscription.plan',
        'subscription.status',
        'tabs.sso',
      ].sort(),
    );
  });

  it('name every role', () => {
    for (const role of ORGANIZATION_ROLES) expect(english[`roles.${role}`], role).toBeTruthy();
  });

  it('contain every literal key the organization page asks for', () => {
    const used = sourceFiles(join(import.meta.dirname, '../routes/organization')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.:]+)'/g)].map((match) => match[1]!),
    );
    const sharedKeys = flatten(shared);
    const known = new Set(Object.keys(english).map((key) => key.replace(/_(one|other)$/, '')));
    for (const key of new Set(used)) {
      const [namespace, inner] = key.includes(':') ? key.split(':') : ['organization', key];
      const isKnown =
        namespace === 'organization'
          ? known.has(inner!) || inner! in sharedKeys
          : inner! in (namespaces[namespace!] ?? {});
      expect(isKnown, key).toBe(true);
    }
  });
});

describe('server texts', () => {
  it('translate every known server sentence, and read it to the letter in English', () => {
    for (const text of KNOWN_SERVER_TEXTS) {
      const [namespace, key] = serverTextKey(text)!.split(':');
      expect(namespaces[namespace!]![key!], text).toBe(text);
    }
  });

  it("hold the contract's own words for the organization forms", () => {
    const texts = new Set(KNOWN_SERVER_TEXTS);
    expect(texts.has(firstIssue(organizationNameSchema.safeParse('x')))).toBe(true);
    expect(texts.has(firstIssue(domainNameSchema.safeParse('nope')))).toBe(true);
    expect(texts.has(firstIssue(addMember.body!.shape.identifier.safeParse(' ')))).toBe(true);
    expect(texts.has(firstIssue(addMember.body!.shape.role.safeParse('boss')))).toBe(true);
  });

  it("hold the contract's own words for the legal code form, so each field's problem reads in Norwegian", () => {
    const texts = new Set(KNOWN_SERVER_TEXTS);
    const { label, citation, title, language } = organizationLegalCodeInputSchema.shape;
    for (const [schema, bad] of [
      [label, ' '],
      [label, 'x'.repeat(25)],
      [citation, ''],
      [citation, 'x'.repeat(501)],
      [title, ''],
      [title, 'x'.repeat(201)],
      [language, 'de'],
      [organizationLegalCodeIdSchema, 'no-offl-13'],
    ] as const)
      expect(texts.has(firstIssue(schema.safeParse(bad))), String(bad)).toBe(true);
  });
});
