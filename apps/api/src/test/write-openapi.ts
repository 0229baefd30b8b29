// `npm run openapi`: writes the live OpenAPI document (a real app on a fresh SQLite database) to
// docs/api/openapi.json. The integration tier fails when the committed file differs from it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createTestApp } from './test-app.ts';

export const OPENAPI_FILE = new URL('../../../../docs/api/openapi.json', import.meta.url).pathname;

/** The document as committed: two-space JSON with a final newline. */
export function formatOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = await createTestApp('sqlite');
  try {
    mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
    writeFileSync(OPENAPI_FILE, formatOpenApi(t.app.swagger()));
    console.log(`Wrote ${OPENAPI_FILE}`);
  } finally {
    await t.close();
  }
}
