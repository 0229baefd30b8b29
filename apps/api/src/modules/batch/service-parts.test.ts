import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md §5 counts a service's own parts (files split out of it for size) as part of
// its hop. That holds only while nothing else imports them: this test keeps the traces true.
const src = fileURLToPath(new URL('../../', import.meta.url));

const PARTS: Record<string, string[]> = {
  'modules/batch/detect.service.ts': [
    'modules/batch/early-detection.ts',
    'modules/batch/detect-file.ts',
    'modules/batch/detect-events.ts',
  ],
  'modules/batch/redact.service.ts': ['modules/batch/redact-batch.ts'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Who imports `target` (paths relative to apps/api/src), tests left out. */
function importersOf(target: string): string[] {
  const name = target.split('/').pop()!;
  return sourceFiles(src)
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return new RegExp(`from '[^']*/${name.replace('.', '\\.')}'`).test(text);
    })
    .map((file) => relative(src, file));
}

describe("a service's own parts are imported by that service and its parts alone", () => {
  for (const [service, parts] of Object.entries(PARTS))
    for (const part of parts)
      it(`${part} belongs to ${service}`, () => {
        const allowed = new Set([service, ...parts]);
        const importers = importersOf(part);
        expect(importers.length).toBeGreaterThan(0);
        expect(importers.filter((file) => !allowed.has(file))).toEqual([]);
      });
});
