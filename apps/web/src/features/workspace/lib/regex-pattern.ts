export type RegexProblem = 'invalid' | 'unsupported';

const LOOKAROUND = /^\(\?(?:=|!|<=|<!)/;

/**
 * Checks a regular-expression search term before it is sent. The server matches with RE2 (linear
 * time), which has no look-arounds or back-references; the browser's RegExp catches the rest
 * (unclosed groups and brackets, dangling quantifiers, bad escapes).
 */
export function regexProblem(pattern: string): RegexProblem | null {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'invalid';
  }
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return 'unsupported';
      i++;
    } else if (inClass) {
      if (char === ']') inClass = false;
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(' && LOOKAROUND.test(pattern.slice(i))) {
      return 'unsupported';
    }
  }
  return null;
}
