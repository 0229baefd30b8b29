import type { TextScan } from './text-scan.ts';

/**
 * A pattern whose matches can only begin where the page's scan points (text-scan.ts). The regex
 * stays the definition of a match; `starts` only says where to try it.
 */
export interface AnchoredPattern {
  /** Global (`g`) regex, exactly as a plain pattern would scan the whole text with it. */
  regex: RegExp;
  /**
   * Offsets where a match of `regex` may begin, in ascending order: a superset of the offsets
   * where one does begin (offsets outside the text and repeats are allowed). Each recognizer
   * states next to its regex why its list misses no match; the tests check it against `regex`.
   */
  starts: (scan: TextScan) => readonly number[];
}

// Sticky twins of the anchored regexes, made once: the same source run at one offset only.
const stickyTwins = new WeakMap<RegExp, RegExp>();

function stickyTwinOf(regex: RegExp): RegExp {
  let twin = stickyTwins.get(regex);
  if (twin === undefined) {
    twin = new RegExp(regex.source, `${regex.flags.replace('g', '')}y`);
    stickyTwins.set(regex, twin);
  }
  return twin;
}

/**
 * The matches a global scan of the text with `pattern.regex` finds, found by trying the regex
 * only at the pattern's candidate starts. A global scan reports the leftmost match at or after
 * the end of the previous one; trying every candidate start from there in ascending order finds
 * that same match, because no match begins at an offset that is not a candidate.
 */
export function matchAnchored(pattern: AnchoredPattern, scan: TextScan): RegExpExecArray[] {
  const sticky = stickyTwinOf(pattern.regex);
  const starts = ascending(pattern.starts(scan));
  const matches: RegExpExecArray[] = [];
  let reach = 0;
  let previous = -1;
  for (const start of starts) {
    if (start < reach || start === previous || start > scan.text.length) continue;
    previous = start;
    sticky.lastIndex = start;
    const m = sticky.exec(scan.text);
    if (m === null) continue;
    matches.push(m);
    // As in a global scan, an empty match moves the search on by one.
    reach = start + Math.max(1, m[0].length);
  }
  return matches;
}

/** Every match of a global regex over the whole text (the plain scan the anchored one must equal). */
export function matchEverywhere(regex: RegExp, text: string): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) regex.lastIndex++;
    matches.push(m);
  }
  return matches;
}

/**
 * The list itself when it is ascending, else a sorted copy. Candidates of neighbouring anchors
 * may interleave a little, so the copy is sorted by insertion, which is linear on such lists.
 */
function ascending(starts: readonly number[]): readonly number[] {
  let i = 1;
  while (i < starts.length && starts[i]! >= starts[i - 1]!) i++;
  if (i >= starts.length) return starts;
  const sorted = starts.slice();
  for (; i < sorted.length; i++) {
    const value = sorted[i]!;
    let j = i - 1;
    for (; j >= 0 && sorted[j]! > value; j--) sorted[j + 1] = sorted[j]!;
    sorted[j + 1] = value;
  }
  return sorted;
}
