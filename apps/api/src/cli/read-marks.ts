import { readFile } from 'node:fs/promises';
import { legalCodeIdSchema } from '@sladd/contract';
import type { BBox } from '@sladd/pdf';
import { CliUsageError } from './io.ts';

/** One box to redact on a 1-based page, with its legal basis (a code id) when the file gives one. */
export interface Mark {
  page: number;
  bbox: BBox;
  legalBasis?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function fromMapping(pages: unknown[]): unknown[] {
  return pages.flatMap((page) =>
    isObject(page) && Array.isArray(page.sensitive)
      ? page.sensitive.map((item) => ({
          page: page.page,
          bbox: isObject(item) ? item.bbox : undefined,
          legal_basis: isObject(item) ? item.legal_basis : undefined,
        }))
      : [page],
  );
}

/**
 * Marks from a JSON file: a redaction_mapping (`{"pages":[{"page","sensitive":[{"bbox"}]}]}`), the
 * output of `detect --json` for one file, or a plain list `[{"page","bbox"}]`. The PDF engine
 * checks pages and box values against the document.
 */
export function parseMarks(json: unknown, source: string): Mark[] {
  let items: unknown[] | undefined;
  if (Array.isArray(json)) items = json;
  else if (isObject(json) && Array.isArray(json.pages)) items = fromMapping(json.pages);
  else if (
    isObject(json) &&
    Array.isArray(json.files) &&
    json.files.length === 1 &&
    isObject(json.files[0]) &&
    Array.isArray(json.files[0].pages)
  )
    items = fromMapping(json.files[0].pages);
  if (!items)
    throw new CliUsageError(
      `${source}: expected {"pages":[{"page":1,"sensitive":[{"bbox":{…}}]}]} or [{"page":1,"bbox":{…}}].`,
    );
  return items.map((item, index) => {
    const bbox = isObject(item) && isObject(item.bbox) ? item.bbox : undefined;
    if (
      !isObject(item) ||
      typeof item.page !== 'number' ||
      !bbox ||
      !['x0', 'y0', 'x1', 'y1'].every((key) => typeof bbox[key] === 'number')
    )
      throw new CliUsageError(
        `${source}: mark ${index + 1} needs "page" and "bbox":{"x0","y0","x1","y1"} as numbers.`,
      );
    const code = item.legal_basis;
    if (code !== undefined && code !== null && !legalCodeIdSchema.safeParse(code).success)
      throw new CliUsageError(
        `${source}: mark ${index + 1} has "legal_basis" ${JSON.stringify(code)}, which is not a code id.`,
      );
    return {
      page: item.page,
      bbox: { x0: bbox.x0 as number, y0: bbox.y0 as number, x1: bbox.x1 as number, y1: bbox.y1 as number },
      ...(typeof code === 'string' ? { legalBasis: code } : {}),
    };
  });
}

/** Reads and parses a marks file; every problem is a usage error naming the file. */
export async function readMarksFile(path: string): Promise<Mark[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliUsageError(
      `${path}: ${code === 'ENOENT' ? 'no such marks file' : `the marks file could not be read (${code})`}.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliUsageError(`${path}: the marks file is not valid JSON.`);
  }
  return parseMarks(json, path);
}
