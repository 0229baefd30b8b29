import { closeSync, lstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';

/** A file that looks like a document, or a piece of one, and why. */
export interface DiskFinding {
  path: string;
  reason: 'pdf-header' | 'document-text' | 'document-bytes';
}

export interface DiskScan {
  /** Only files changed at or after this time (epoch ms) are read. */
  since: number;
  /** Folders only the code under test writes to: any PDF there is a finding. */
  ownDirs: string[];
  /** Folders other processes write to as well (the system temp folder): only our documents count there. */
  sharedDirs: string[];
  /** Text from the documents (unique to the test run), in UTF-8 or UTF-16. */
  texts: string[];
  /**
   * The uploaded documents: a file holding the start of any of their streams is a finding. Their
   * every stream should be unique to the run (page text with the run's marker on every page), so
   * another process's PDF on the machine never shares one.
   */
  documents: Uint8Array[];
  /** What the server answered (redacted PDFs, zips): a file with exactly these bytes is a finding. */
  outputs: Uint8Array[];
}

const MAX_READ = 64 * 1024 * 1024;
const PDF_HEADER = Buffer.from('%PDF-');

/**
 * Every file written since `since` under the folders that is a PDF (starts with %PDF-, in own
 * folders), holds the documents' text (as a text dump would), the start of one of the uploaded
 * documents' streams (a spooled or cached copy, whole or in part) or exactly an answer (a saved
 * output). Files that vanish or cannot be read are skipped.
 */
export function scanForDocuments(scan: DiskScan): DiskFinding[] {
  const needles = [
    ...scan.texts.flatMap((text) => [Buffer.from(text, 'utf8'), Buffer.from(text, 'utf16le')]),
  ];
  const pieces = scan.documents.flatMap(streamHeads);
  const outputs = scan.outputs.map((bytes) => Buffer.from(bytes));
  const findings: DiskFinding[] = [];
  const seen = new Set<string>();
  const inspect = (path: string, own: boolean) => {
    if (seen.has(path)) return;
    seen.add(path);
    const bytes = readHead(path);
    if (!bytes) return;
    if (own && bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER))
      findings.push({ path, reason: 'pdf-header' });
    else if (needles.some((needle) => bytes.includes(needle)))
      findings.push({ path, reason: 'document-text' });
    else if (pieces.some((piece) => bytes.includes(piece)) || outputs.some((output) => bytes.equals(output)))
      findings.push({ path, reason: 'document-bytes' });
  };
  // Own folders first: a file in one that also lies under a shared folder is judged as the app's.
  for (const dir of scan.ownDirs) for (const file of filesSince(dir, scan.since)) inspect(file, true);
  for (const dir of scan.sharedDirs) for (const file of filesSince(dir, scan.since)) inspect(file, false);
  return findings;
}

/** The first bytes (up to 64, at least 16) of each stream of a PDF: compressed page text, in a test document. */
function streamHeads(pdf: Uint8Array): Buffer[] {
  const bytes = Buffer.from(pdf);
  const heads: Buffer[] = [];
  for (let at = bytes.indexOf('stream\n'); at >= 0; at = bytes.indexOf('stream\n', at + 1)) {
    if (bytes.subarray(Math.max(0, at - 3), at).toString('latin1') === 'end') continue;
    const start = at + 'stream\n'.length;
    const end = bytes.indexOf('endstream', start);
    const head = bytes.subarray(start, Math.min(start + 64, end < 0 ? bytes.length : end));
    if (head.length >= 16) heads.push(head);
  }
  return heads;
}

/** Regular files under `dir` (symbolic links not followed) changed at or after `since`. */
function filesSince(dir: string, since: number): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return []; // gone, or not ours to read
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    try {
      const stat = lstatSync(path);
      if (stat.isDirectory()) return filesSince(path, since);
      return stat.isFile() && Math.max(stat.mtimeMs, stat.ctimeMs) >= since ? [path] : [];
    } catch {
      return [];
    }
  });
}

function readHead(path: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(Math.min(MAX_READ, lstatSync(path).size));
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
