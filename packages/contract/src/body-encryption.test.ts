import { createCipheriv, createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  additionalData,
  BODY_KEY_INFO,
  createKeyAgreement,
  fromBase64Url,
  openBytes,
  openText,
  packFile,
  sealBytes,
  sealText,
  toBase64Url,
  unpackFile,
} from './body-encryption.ts';

/** The server's half, written with node:crypto as apps/api does: the two must agree. */
function serverAgree(clientPublicKey: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const salt = randomBytes(32);
  const keyId = randomBytes(16).toString('base64url');
  const shared = ecdh.computeSecret(Buffer.from(fromBase64Url(clientPublicKey)));
  const key = Buffer.from(hkdfSync('sha256', shared, salt, `${BODY_KEY_INFO}\n${keyId}`, 32));
  return {
    key,
    answer: { public_key: toBase64Url(publicKey), salt: salt.toString('base64url'), key_id: keyId },
  };
}

const context = { method: 'PUT', path: '/api/settings', keyId: 'k1', sealedAt: 1_700_000_000_000 };

describe('body encryption envelope', () => {
  it('base64url round-trips any bytes, large ones too', () => {
    const bytes = new Uint8Array(randomBytes(300_000));
    const text = toBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text).toBe(Buffer.from(bytes).toString('base64url'));
    expect(Buffer.from(fromBase64Url(text)).equals(Buffer.from(bytes))).toBe(true);
    expect(() => fromBase64Url('not+base64/')).toThrow();
  });

  it('a file packs its name with its bytes and unpacks to both', () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 …');
    const unpacked = unpackFile(packFile('Søknad – Kari.pdf', bytes));
    expect(unpacked.name).toBe('Søknad – Kari.pdf');
    expect(unpacked.bytes).toEqual(bytes);
    expect(() => unpackFile(new Uint8Array([0xff, 0xff, 1]))).toThrow();
    // An over-long name is cut, never allowed to push the file past its limit.
    expect(unpackFile(packFile('x'.repeat(5000), bytes)).name.length).toBe(255);
  });

  it('the browser (WebCrypto) and the server (node:crypto) derive the same key', async () => {
    const browser = await createKeyAgreement();
    const server = serverAgree(browser.publicKey);
    const key = await browser.derive(server.answer);
    const aad = additionalData('request', context);
    // Browser seals, server opens.
    const sealed = await sealBytes(key, new TextEncoder().encode('{"theme":"dark"}'), aad);
    const decipher = createDecipheriv('aes-256-gcm', server.key, sealed.subarray(0, 12));
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
    expect(plain.toString()).toBe('{"theme":"dark"}');
    // Server seals, browser opens.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', server.key, iv);
    const answerAad = additionalData('response', context);
    cipher.setAAD(answerAad);
    const back = Buffer.concat([iv, cipher.update('{"ok":true}'), cipher.final(), cipher.getAuthTag()]);
    expect(new TextDecoder().decode(await openBytes(key, back, answerAad))).toBe('{"ok":true}');
  });

  it('a changed byte, another route, field, direction or key does not open', async () => {
    const browser = await createKeyAgreement();
    const key = await browser.derive(serverAgree(browser.publicKey).answer);
    const sealed = await sealText(key, 'search_terms', additionalData('request', context, 'search_terms'));
    await expect(openText(key, sealed, additionalData('request', context, 'search_terms'))).resolves.toBe(
      'search_terms',
    );
    const bytes = fromBase64Url(sealed);
    bytes[20] = bytes[20]! ^ 1;
    await expect(
      openText(key, toBase64Url(bytes), additionalData('request', context, 'search_terms')),
    ).rejects.toThrow();
    await expect(
      openText(
        key,
        sealed,
        additionalData('request', { ...context, path: '/api/documents' }, 'search_terms'),
      ),
    ).rejects.toThrow();
    await expect(openText(key, sealed, additionalData('request', context, 'files'))).rejects.toThrow();
    await expect(
      openText(key, sealed, additionalData('response', context, 'search_terms')),
    ).rejects.toThrow();
    await expect(
      openText(key, sealed, additionalData('request', { ...context, sealedAt: 1 }, 'search_terms')),
    ).rejects.toThrow();
    const other = await createKeyAgreement();
    const otherKey = await other.derive(serverAgree(other.publicKey).answer);
    await expect(
      openText(otherKey, sealed, additionalData('request', context, 'search_terms')),
    ).rejects.toThrow();
  });

  it('the same plaintext seals differently each time (fresh IV)', async () => {
    const browser = await createKeyAgreement();
    const key = await browser.derive(serverAgree(browser.publicKey).answer);
    const aad = additionalData('request', context);
    expect(await sealText(key, 'x', aad)).not.toBe(await sealText(key, 'x', aad));
  });
});
