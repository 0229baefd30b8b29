import { describe, expect, it } from 'vitest';
import { ModelReplyInvalid } from '../../advanced/reply.ts';
import { buildExpansionMessages, MAX_EXPANSION_TERMS, parseExpansionReply } from './expansion.ts';
import { checkSearchPattern, MAX_PATTERN_CHARS, SAMPLE_TEXT } from './regex-safety.ts';

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
    const started = performance.now();
    expect(checkSearchPattern('(a+)+$')).toMatchObject({ ok: true });
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('refuses a pattern whose check runs out of time', () => {
    let clock = 0;
    expect(checkSearchPattern('Kari', () => (clock += 500))).toMatchObject({
      ok: false,
      refusal: 'too_slow',
    });
  });

  it('the sample is an ordinary page of text', () => {
    expect(SAMPLE_TEXT.length).toBeGreaterThan(500);
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
