import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const START = '<!-- bench:start — written by `npm run bench` (bench/run.ts); edits inside are overwritten -->';
export const END = '<!-- bench:end -->';

/**
 * Replaces the bench section of the file (between the markers) and keeps everything else,
 * including sections other people own; the section is appended when the markers are missing.
 */
export function writeBenchSection(path: string, section: string): void {
  const block = `${START}\n${section.trim()}\n${END}`;
  if (!existsSync(path)) {
    writeFileSync(path, `# Performance\n\n${block}\n`);
    return;
  }
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf('<!-- bench:start');
  const end = text.indexOf(END);
  const next = start >= 0 && end > start ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}` : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, next);
}
