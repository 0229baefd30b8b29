import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/** A 32-byte key for one purpose, derived (HKDF) from the server secret: one secret, separate keys. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sladd', purpose, 32));
}

/** AES-256-GCM for single fields, with a key derived (HKDF) from the server secret and a purpose label. */
export function createFieldCipher(secret: string, purpose: string): FieldCipher {
  const key = deriveKey(secret, purpose);
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed field');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
