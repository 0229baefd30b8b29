import { describe, expect, it } from 'vitest';
import { ModelReplyInvalid } from '../../advanced/reply.ts';
import { buildExpansionMessages, MAX_EXPANSION_TERMS, parseExpansionReply } from './expansion.ts';
import {
  checkSearchPattern,
  compileSearchPattern,
  MAX_PATTERN_CHARS,
  NUMBER_SAMPLE_TEXT,
  SAMPLE_TEXT,
} from './regex-safety.ts';

describe('checkSearchPattern', () => {
  it('accepts a pattern that finds a few things in an ordinary text', () => {
    expect(checkSearchPattern('\\d{4}/\\d{4}-\\d')).toEqual({ ok: true, pattern: '\\d{4}/\\d{4}-\\d' });
    expect(checkSearchPattern('barnevern\\w*')).toMatchObject({ ok: true });
  });

  it.each([
    ['a backreference', '(\\w+) \\1', 'unsupported'],
    ['a lookahead', 'Kari(?= Nordmann)', 'unsupported'],
    ['a lookbehind', '(?<=født )\\d+', 'unsupported'],
    ['a broken pattern', '(unclosed', 'invalid'],
    ['a pattern that matches the empty string', 'a*', 'matches_empty'],
    ['an optional group', '(?:barn)?', 'matches_empty'],
    ['a blank pattern', '   ', 'matches_empty'],
    ['every word', '\\w+', 'matches_too_much'],
    ['every character', '.', 'matches_too_much'],
    ['a common letter', 'e', 'matches_too_much'],
    ['everything', '[\\s\\S]+', 'matches_too_much'],
    ['a pattern that is too long', `(?:${'a'.repeat(MAX_PATTERN_CHARS)})`, 'too_long'],
  ])('refuses %s', (_name, pattern, refusal) => {
    const check = checkSearchPattern(pattern);
    expect(check).toMatchObject({ ok: false, refusal });
    expect(check.ok ? '' : check.reason.length).toBeGreaterThan(5);
  });

  it('a catastrophic pattern for a backtracking engine runs in linear time', () => {
    expect(checkSearchPattern('(a+)+$')).toMatchObject({ ok: true });
    // On the input that makes a backtracking engine take exponential time: RE2 answers at once.
    const started = performance.now();
    expect(compileSearchPattern('(a+)+$').test(`${'a'.repeat(5000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a pattern that would mark every year and postal code of a table', () => {
    expect(checkSearchPattern('\\b\\d{4}\\b')).toMatchObject({ ok: false, refusal: 'matches_too_much' });
    // A case-number pattern is specific enough.
    expect(checkSearchPattern('\\d{4}/\\d{4}-\\d')).toMatchObject({ ok: true });
  });

  it('refuses a pattern whose check runs out of time', () => {
    let clock = 0;
    expect(checkSearchPattern('Kari', () => (clock += 500))).toMatchObject({
      ok: false,
      refusal: 'too_slow',
    });
  });

  it('the samples are an ordinary page of text and a table of numbers', () => {
    expect(SAMPLE_TEXT.split('\n').length).toBeGreaterThan(5);
    // The prose alone lets \b\d{4}\b through (its few numbers): the table is what refuses it.
    const re = compileSearchPattern('\\b\\d{4}\\b');
    expect(SAMPLE_TEXT.match(re)!.length).toBeLessThan(SAMPLE_TEXT.length / 40);
    expect(NUMBER_SAMPLE_TEXT.match(re)!.length).toBeGreaterThan(NUMBER_SAMPLE_TEXT.length / 40);
  });
});

describe('parseExpansionReply', () => {
  it('keeps the terms and the pattern of a well-formed answer, also in a code fence', () => {
    const reply =
      '```json\n{"terms": ["barnevernstjeneste", "child welfare", "Barnevern"], "regex": "\\\\d{2}/\\\\d{4}"}\n```';
    expect(parseExpansionReply(reply, 'barnevern')).toEqual({
      terms: ['barnevernstjeneste', 'child welfare'],
      regex: '\\d{2}/\\d{4}',
      refused: [],
    });
  });

  it('refuses an unsafe pattern and odd terms, and says why', () => {
    const many = Array.from({ length: MAX_EXPANSION_TERMS + 1 }, (_, i) => `term${i}`);
    const reply = JSON.stringify({ terms: ['  ', 'x'.repeat(61), ...many], regex: '.*' });
    const expansion = parseExpansionReply(reply, 'q');
    expect(expansion.terms).toHaveLength(MAX_EXPANSION_TERMS);
    expect(expansion.regex).toBeUndefined();
    expect(expansion.refused.map((r) => [r.what, r.refusal])).toEqual([
      ['term', 'empty_term'],
      ['term', 'term_too_long'],
      ['term', 'too_many_terms'],
      ['regex', 'matches_empty'],
    ]);
  });

  it('a missing regex or terms is fine', () => {
    expect(parseExpansionReply('{"terms": ["lege"]}', 'doktor')).toEqual({ terms: ['lege'], refused: [] });
    expect(parseExpansionReply('{"terms": [], "regex": null}', 'q')).toEqual({ terms: [], refused: [] });
  });

  it.each([
    ['not JSON', 'Here are some synonyms: lege, doktor'],
    ['the wrong shape', '{"terms": "lege"}'],
    ['a term that is not a string', '{"terms": ["lege", 7]}'],
    ['terms set to null', '{"terms": null}'],
    ['a regex that is not a string', '{"terms": [], "regex": 7}'],
    ['an array instead of an object', '["lege"]'],
    ['an empty answer', ''],
  ])('throws ModelReplyInvalid for %s, without quoting it', (_name, reply) => {
    expect(() => parseExpansionReply(reply, 'q')).toThrow(ModelReplyInvalid);
    try {
      parseExpansionReply(reply, 'q');
    } catch (error) {
      if (reply) expect((error as Error).message).not.toContain(reply);
    }
  });

  it('asks with the query only, for JSON', () => {
    const messages = buildExpansionMessages('barnevern');
    expect(messages.at(-1)!.content).toBe('Search query: "barnevern"');
    expect(messages[0]!.content).toContain('"terms"');
  });
});
