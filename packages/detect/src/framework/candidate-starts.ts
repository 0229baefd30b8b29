import type { TextScan } from './text-scan.ts';

// Candidate starts shared by several recognizers (see anchored-pattern.ts). Each regex that uses
// one says why its matches cannot begin anywhere else.

/**
 * The start of every digit run: where a match begins that starts with a digit not preceded by
 * one (a lookbehind such as `(?<![\d.,-])` or `(?<![\p{L}\d])` before a leading `\d`).
 */
export function atDigitRuns(scan: TextScan): readonly number[] {
  return scan.digitRunStarts;
}

/**
 * Offsets `distances` characters before the start of every digit run: where a match begins that
 * has a fixed number of non-digit characters before its first digit ("AB 12345", "NO93 …").
 */
export function beforeDigitRuns(...distances: number[]): (scan: TextScan) => readonly number[] {
  const farthestFirst = [...distances].sort((a, b) => b - a);
  return (scan) => {
    const starts: number[] = [];
    for (const runStart of scan.digitRunStarts)
      for (const distance of farthestFirst) starts.push(runStart - distance);
    return starts;
  };
}
