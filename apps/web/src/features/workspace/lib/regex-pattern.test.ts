import { describe, expect, it } from 'vitest';
import { regexProblem } from './regex-pattern.ts';

describe('regular-expression search terms', () => {
  it('accepts what RE2 accepts', () => {
    for (const pattern of [
      '\\d{3} \\d{2} \\d{3}',
      '\\b[A-ZÆØÅ]\\w+sen\\b',
      '(?:Kari|Ola) \\w+',
      '[(?=]x',
      '\\(?=a',
    ])
      expect(regexProblem(pattern), pattern).toBeNull();
  });

  it('calls a broken pattern invalid', () => {
    for (const pattern of ['(unclosed', '[abc', '*x', 'a{2', '\\'])
      expect(regexProblem(pattern), pattern).toBe('invalid');
  });

  it('calls look-arounds and back-references unsupported', () => {
    for (const pattern of ['Kari(?= Nordmann)', '(?<!x)y', '(a)\\1', '(?<n>a)\\k<n>'])
      expect(regexProblem(pattern), pattern).toBe('unsupported');
  });
});
