// Feature hashing: features are never stored as strings, only as 32-bit hashes, so the committed
// weights hold no readable text and inference builds no strings per feature.

/** Hashes a string with 32-bit FNV-1a. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** Combines a template id (or an earlier hash) with a value hash into a well-mixed 32-bit hash (as int32, which V8 keeps unboxed). */
export function mixHash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 15), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 13), 0x27d4eb2f);
  return h ^ (h >>> 16);
}
