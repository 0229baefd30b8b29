import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { LIMITS } from '@sladd/contract/limits';

/** A PDF read from disk, named as the user typed it (`path`) and as reports show it (`name`). */
export interface InputFile {
  path: string;
  name: string;
  bytes: Uint8Array;
}

/** A problem with one input file: printed as "<path>: <message>", exit code 2. */
export class InputError extends Error {
  constructor(
    readonly path: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

/** Reads one PDF from disk; size is checked before reading so a huge file never fills memory. */
export async function readInputFile(path: string): Promise<InputFile> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new InputError(path, 'NOT_A_FILE', 'is not a file (a directory or a device). Give the path of a PDF.');
    size = info.size;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new InputError(path, 'FILE_NOT_FOUND', 'no such file. Check the path and try again.');
    if (code === 'EACCES') throw new InputError(path, 'FILE_NOT_READABLE', 'permission denied when reading the file.');
    throw new InputError(path, 'FILE_NOT_READABLE', `could not be read (${code ?? 'unknown error'}).`);
  }
  if (size > LIMITS.maxFileBytes) {
    const mb = Math.round(LIMITS.maxFileBytes / 1024 / 1024);
    throw new InputError(path, 'FILE_TOO_LARGE', `this PDF is larger than ${mb} MB (${size} bytes). Split or compress it and try again.`);
  }
  if (size === 0) throw new InputError(path, 'NOT_A_PDF', 'the file is empty. Choose a PDF document.');
  return { path, name: basename(path), bytes: new Uint8Array(await readFile(path)) };
}

/** "file.pdf: message" — the one format of every per-file error line. */
export function formatFileError(path: string, message: string): string {
  return `${path}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}
