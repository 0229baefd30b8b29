import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS, RESOURCE_LIMITS, SEALED_FILE_OVERHEAD_BYTES } from '@sladd/contract';
import { createFilePartOpener, openField, openFilePart } from './body-encryption.ts';
import { AppError } from './errors.ts';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface Uploads {
  files: UploadedFile[];
  fields: Record<string, string[]>;
}

/** Multipart uploads are read into memory only; nothing is ever written to disk. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      // A sealed file (decision 0044) is a little longer than the PDF in it; the PDF's own limit is
      // enforced below, on the opened bytes (plain uploads: by the shared buffer's size).
      fileSize: LIMITS.maxFileBytes + SEALED_FILE_OVERHEAD_BYTES,
      files: LIMITS.maxFiles,
      fields: 200,
      fieldSize: RESOURCE_LIMITS.maxFieldBytes,
      parts: LIMITS.maxFiles + 200,
    },
  });
}

const MB = LIMITS.maxFileBytes / 1024 / 1024;

/** Reads the PDFs (field `files` or `file`) and text fields of a multipart request, with the spec's limits. */
export async function readUploads(
  request: FastifyRequest,
  options: {
    maxFiles?: number;
    /** Called as soon as each file has arrived, with the text fields that came before it. */
    onFile?: (file: UploadedFile, index: number, fieldsBefore: Record<string, string[]>) => void;
  } = {},
): Promise<Uploads> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the PDF files as multipart/form-data.');
  }
  const maxFiles = options.maxFiles ?? LIMITS.maxFiles;
  const files: UploadedFile[] = [];
  const fields: Record<string, string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.length >= maxFiles) throw tooManyFiles(maxFiles);
        const file = request.bodyKey
          ? await readSealedFile(part.file, createFilePartOpener(request.bodyKey, part.fieldname))
          : {
              name: part.filename || `file-${files.length + 1}.pdf`,
              bytes: await readIntoSharedMemory(part.file),
            };
        if (!file.name) file.name = `file-${files.length + 1}.pdf`;
        // A sealed name stays out of error answers (error-handler.ts), which are not sealed.
        if (request.bodyKey) (request.sealedFileNames ??= []).push(file.name);
        files.push(file);
        options.onFile?.(file, files.length - 1, fields);
      } else {
        // The parser cuts a longer field silently; the cut value must never be used as if whole.
        if (part.valueTruncated) throw fieldTooLarge(part.fieldname);
        const value = String(part.value);
        // With an encryption key every field is sealed: a plain one is refused, never mixed in.
        (fields[part.fieldname] ??= []).push(
          request.bodyKey ? openField(request.bodyKey, part.fieldname, value) : value,
        );
      }
    }
  } catch (error) {
    throw translateMultipartError(error, maxFiles);
  }
  if (files.length === 0) throw new AppError('NO_FILES', 'Add at least one PDF file.');
  return { files, fields };
}

/**
 * One small file read whole (the settings import): at most `maxBytes` (413 past it, the rest of the
 * body unread), sealed (decision 0044: its real name is inside) or plain; a malformed body is a
 * 400 like any upload's. Undefined when the form has no file.
 */
export async function readSmallFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<{ name: string; type: string; bytes: Buffer } | undefined> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "file".');
  try {
    const part = await request.file({
      limits: { fileSize: maxBytes + SEALED_FILE_OVERHEAD_BYTES, files: 1 },
    });
    if (!part) return undefined;
    const received = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    const opened = request.bodyKey ? openFilePart(request.bodyKey, part.fieldname, received) : undefined;
    if (opened) request.sealedFileNames = [opened.name];
    const bytes = opened ? Buffer.from(opened.bytes) : received;
    if (bytes.length > maxBytes) throw tooLarge();
    return { name: opened?.name ?? part.filename, type: opened ? '' : part.mimetype, bytes };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw translateMultipartError(error, 1);
  }
}

/**
 * Reads a sealed file part (decision 0044), opening it chunk by chunk straight into shared memory
 * like a plain upload; nothing is used before the tag has been checked at the end.
 */
async function readSealedFile(
  file: AsyncIterable<Buffer> & { truncated?: boolean },
  opener: ReturnType<typeof createFilePartOpener>,
): Promise<UploadedFile> {
  const shared = new Uint8Array(new SharedArrayBuffer(LIMITS.maxFileBytes));
  let received = 0;
  let length = 0;
  for await (const chunk of file) {
    received += chunk.length;
    if (file.truncated || received > LIMITS.maxFileBytes + SEALED_FILE_OVERHEAD_BYTES) throw fileTooLarge();
    const bytes = opener.push(chunk);
    if (length + bytes.length > shared.length) throw fileTooLarge();
    shared.set(bytes, length);
    length += bytes.length;
  }
  if (file.truncated) throw fileTooLarge();
  const name = opener.finish();
  return { name, bytes: shared.subarray(0, length) };
}

/**
 * Keeps an upload in shared memory: the worker threads that open it read the same bytes instead of
 * each receiving a copy. The chunks are copied straight into one buffer of the largest allowed
 * size as they arrive — no list of chunks, no concatenated copy beside it — and only the pages
 * actually written ever take memory (the rest of the reservation is never touched).
 */
async function readIntoSharedMemory(
  file: AsyncIterable<Buffer> & { truncated?: boolean },
): Promise<Uint8Array> {
  const shared = new Uint8Array(new SharedArrayBuffer(LIMITS.maxFileBytes));
  let length = 0;
  for await (const chunk of file) {
    if (file.truncated || length + chunk.length > shared.length) throw fileTooLarge();
    shared.set(chunk, length);
    length += chunk.length;
  }
  if (file.truncated) throw fileTooLarge();
  return shared.subarray(0, length);
}

function fileTooLarge(): AppError {
  return new AppError(
    'FILE_TOO_LARGE',
    `A file is larger than ${MB} MB. Split or compress it and try again.`,
  );
}

function tooManyFiles(maxFiles: number): AppError {
  return new AppError('TOO_MANY_FILES', `Maximum ${maxFiles} files allowed.`);
}

function fieldTooLarge(name: string): AppError {
  const mb = RESOURCE_LIMITS.maxFieldBytes / 1024 / 1024;
  return new AppError('PAYLOAD_TOO_LARGE', `The field "${name}" is larger than ${mb} MB.`, [
    { path: name, message: `At most ${mb} MB` },
  ]);
}

/** The parser's own words for a body that is not well-formed multipart (busboy has no error codes). */
const MALFORMED_BODY: [RegExp, string][] = [
  [/boundary not found|boundary required/i, 'The multipart/form-data content type has no boundary.'],
  [
    /unexpected end of (multipart data|form)|terminated early/i,
    'The upload ended before a complete multipart/form-data body was read: it was cut off, or its boundary does not match the content type. Send it again.',
  ],
  [/malformed|part header/i, 'The multipart/form-data body is malformed.'],
];

function translateMultipartError(error: unknown, maxFiles: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : '';
  const malformed =
    code === undefined ? MALFORMED_BODY.find(([pattern]) => pattern.test(message)) : undefined;
  if (malformed) return new AppError('BAD_REQUEST', malformed[1]);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return tooManyFiles(maxFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the PDF files as multipart/form-data.');
  return error;
}

/** The last value of a text field, or undefined. */
export function field(uploads: Uploads, name: string): string | undefined {
  return uploads.fields[name]?.at(-1);
}

/** A boolean form field: true/True/1/on count as true (the spec's client sends "True"/"False"). */
export function booleanField(uploads: Uploads, name: string, fallback = false): boolean {
  const value = field(uploads, name);
  if (value === undefined || value === '') return fallback;
  return ['true', '1', 'on', 'yes'].includes(value.toLowerCase());
}

/** A JSON form field parsed, with a clear 400 when it is not JSON. */
export function jsonField(uploads: Uploads, name: string): unknown {
  const value = field(uploads, name);
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError('VALIDATION_ERROR', `The field "${name}" must be valid JSON.`, [
      { path: name, message: 'Invalid JSON' },
    ]);
  }
}
