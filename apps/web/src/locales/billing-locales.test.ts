import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUBSCRIPTION_STATUSES } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import en from './billing.en.json';
import no from './billing.no.json';
import shared from './en.json';
import { flatten, placeholders, sourceFiles } from './locale-tree.ts';

const english = flatten(en);
const norwegian = flatten(no);
const sharedKeys = flatten(shared);

// The screens that read the billing namespace.
const SOURCES = [
  '../features/billing',
  '../routes/pricing',
  '../routes/subscription-checkout',
  '../routes/subscription-local-checkout',
  '../routes/subscription-manage',
  '../routes/contact',
].map((dir) => join(import.meta.dirname, dir));

describe('billing locales', () => {
  it('have the same keys, no empty texts and the same placeholders in English and Norwegian', () => {
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(norwegian[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('are Norwegian in no.json: no text is left in English (names and codes aside)', () => {
    const same = Object.keys(english).filter(
      (key) => english[key] === norwegian[key] && !/^[\p{Lu}\d\s()/{}.-]+$/u.test(english[key]!),
    );
    expect(same.filter((key) => !['localCheckout.plan', 'contact.counter'].includes(key))).toEqual([]);
  });

  it('name every subscription status, and read the spec texts of §2 and §8 to the letter in English', () => {
    for (const status of [...SUBSCRIPTION_STATUSES, 'unknown'])
      expect(english[`status.${status}`], status).toBeTruthy();
    expect(english['pricing.notices.success']).toBe('Subscription created successfully!');
    expect(english['pricing.notices.canceled']).toBe('Checkout was canceled');
    expect(english['pricing.empty.title']).toBe('No Plans Available');
    expect(english['errors.LOAD_PLANS_FAILED']).toBe('Failed to load subscription plans');
    expect(english['errors.CHECKOUT_FAILED']).toBe('Failed to create checkout session');
    expect(english['errors.AUTO_RENEW_FAILED']).toBe('Failed to update auto-renew setting');
    expect(english['errors.noPlan']).toBe('No plan specified');
    expect(english['celebration.title']).toBe('Welcome to Premium');
  });

  it('contain every literal key the billing screens ask for', () => {
    const used = SOURCES.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!),
    );
    const known = new Set(Object.keys(english).map((key) => key.replace(/_(one|other)$/, '')));
    for (const key of new Set(used)) expect(known.has(key) || key in sharedKeys, key).toBe(true);
  });
});
