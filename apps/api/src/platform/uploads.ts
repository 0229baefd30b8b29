import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS, RESOURCE_LIMITS, SEALED_FILE_OVERHEAD_BYTES } from '@sladd/contract';
import { createFilePartOpener, openField, type RequestBodyKey } from './body-encryption.ts';
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
          ? await openSealedFile(request.bodyKey, part, {
              into: new Uint8Array(new SharedArrayBuffer(LIMITS.maxFileBytes)),
              maxSealedBytes: LIMITS.maxFileBytes + SEALED_FILE_OVERHEAD_BYTES,
              tooLarge: fileTooLarge,
            })
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
 * body unread), sealed (decision 0044: its real name is inside, opened by `openSealedFile` like
 * every sealed upload) or plain; a malformed body is a 400 like any upload's. Undefined when the
 * form has no file.
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
    if (request.bodyKey) {
      // Room for the whole sealed part, so a changed file is refused as such (400) before its
      // opened size is judged, as when sealed files were opened whole.
      const sealedLimit = maxBytes + SEALED_FILE_OVERHEAD_BYTES;
      const into = Buffer.alloc(sealedLimit);
      const opened = await openSealedFile(request.bodyKey, part, {
        into,
        maxSealedBytes: sealedLimit,
        tooLarge,
      });
      request.sealedFileNames = [opened.name];
      if (opened.bytes.length > maxBytes) throw tooLarge();
      return { name: opened.name, type: '', bytes: into.subarray(0, opened.bytes.length) };
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > maxBytes) throw tooLarge();
    return { name: part.filename, type: part.mimetype, bytes };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw translateMultipartError(error, 1);
  }
}

/**
 * The one way a sealed file part is opened (decision 0044), for the PDF operations and the settings
 * import alike: chunk by chunk as it streams in, straight into `into` (shared memory for PDFs), so
 * it is never collected and copied first. `tooLarge` past `maxSealedBytes` received or `into`'s
 * size opened; nothing is used before the tag has been checked at the end (400 when it fails).
 */
async function openSealedFile(
  bodyKey: RequestBodyKey,
  part: { fieldname: string; file: AsyncIterable<Buffer> & { truncated?: boolean } },
  limits: { into: Uint8Array; maxSealedBytes: number; tooLarge: () => AppError },
): Promise<UploadedFile> {
  const { file } = part;
  const { into, tooLarge } = limits;
  const opener = createFilePartOpener(bodyKey, part.fieldname);
  let received = 0;
  let length = 0;
  for await (const chunk of file) {
    received += chunk.length;
    if (file.truncated || received > limits.maxSealedBytes) throw tooLarge();
    const bytes = opener.push(chunk);
    if (length + bytes.length > into.length) throw tooLarge();
    into.set(bytes, length);
    length += bytes.length;
  }
  if (file.truncated) throw tooLarge();
  const name = opener.finish();
  return { name, bytes: into.subarray(0, length) };
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
