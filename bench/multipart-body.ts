import { open } from 'node:fs/promises';

/** A file part: bytes in memory, or a path streamed from disk so the client holds no copy. */
export type Part = { name: string; bytes: Uint8Array } | { name: string; path: string };

const CHUNK = 256 * 1024;

/**
 * A streaming multipart/form-data body for fetch (duplex: 'half'). `uploaded` resolves with
 * performance.now() when the last byte has been handed to the connection: "the upload completed".
 */
export function createMultipartBody(parts: Part[], fields: Record<string, string>) {
  const boundary = `----sladdbench${Date.now().toString(16)}`;
  const encoder = new TextEncoder();
  let markUploaded: (time: number) => void = () => {};
  const uploaded = new Promise<number>((resolve) => (markUploaded = resolve));
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const [name, value] of Object.entries(fields))
      yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    for (const part of parts) {
      yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.name}"\r\nContent-Type: application/pdf\r\n\r\n`);
      if ('bytes' in part) {
        for (let offset = 0; offset < part.bytes.length; offset += CHUNK) yield part.bytes.subarray(offset, offset + CHUNK);
      } else {
        const handle = await open(part.path);
        try {
          for await (const chunk of handle.createReadStream({ highWaterMark: CHUNK })) yield chunk as Uint8Array;
        } finally {
          await handle.close();
        }
      }
      yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  const iterator = chunks();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        markUploaded(performance.now());
      } else controller.enqueue(next.value);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, uploaded };
}
