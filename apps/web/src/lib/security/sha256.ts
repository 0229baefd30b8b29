/**
 * The SHA-256 of a file's bytes as 64 lower-case hexadecimal digits: how a review names its file
 * (decision 0061). The file never leaves the browser for this; only the digest does.
 */
export async function sha256Hex(bytes: ArrayBuffer | ArrayBufferView): Promise<string> {
  const source =
    bytes instanceof ArrayBuffer
      ? bytes
      : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const digest = await crypto.subtle.digest('SHA-256', source as ArrayBuffer);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether `bytes` are the very file a review names by `documentHash` (case does not matter). */
export async function isSameDocument(bytes: ArrayBuffer, documentHash: string): Promise<boolean> {
  return (await sha256Hex(bytes)) === documentHash.trim().toLowerCase();
}
