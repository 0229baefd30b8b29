import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSameDocument, sha256Hex } from './sha256.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sha256Hex', () => {
  it('gives the digest sha256sum prints for the same bytes', async () => {
    const data = bytes('%PDF-1.7 Kari Nordmann');
    expect(await sha256Hex(data.buffer)).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await sha256Hex(new ArrayBuffer(0))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('reads only the viewed bytes of a typed array', async () => {
    const whole = bytes('xxabcxx');
    expect(await sha256Hex(whole.subarray(2, 5))).toBe(await sha256Hex(bytes('abc').buffer));
  });
});

describe('isSameDocument', () => {
  it('accepts the reviewed file and refuses a file with one byte changed', async () => {
    const reviewed = bytes('the reviewed file');
    const hash = createHash('sha256').update(reviewed).digest('hex').toUpperCase();
    expect(await isSameDocument(reviewed.buffer, hash)).toBe(true);
    expect(await isSameDocument(bytes('the reviewed filE').buffer, hash)).toBe(false);
  });
});
