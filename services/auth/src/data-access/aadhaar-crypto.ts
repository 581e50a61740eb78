import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { lastFourOf } from '../domain/aadhaar-rules';
import type { AadhaarCipher } from '../domain/ports';
import type { EncryptedAadhaar } from '../domain/user';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/**
 * The user id is bound in as additional data: a ciphertext copied onto another account no
 * longer decrypts, so the number cannot be moved between users by editing the database.
 */
const boundTo = (userId: string) => Buffer.from(`aadhaar:v1:${userId}`, 'utf8');

export function encryptAadhaar(key: Buffer, userId: string, aadhaar: string): EncryptedAadhaar {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(boundTo(userId));
  const ciphertext = Buffer.concat([cipher.update(aadhaar, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    last4: lastFourOf(aadhaar),
  };
}

/** Throws when the key, the user or the stored bytes do not match (GCM authenticates all three). */
export function decryptAadhaar(key: Buffer, userId: string, stored: EncryptedAadhaar): string {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(stored.iv, 'base64'));
  decipher.setAAD(boundTo(userId));
  decipher.setAuthTag(Buffer.from(stored.tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(stored.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}

/** The cipher the use cases see, holding the key so they never do. */
export function createAadhaarCipher(key: Buffer): AadhaarCipher {
  return {
    encrypt: (userId, aadhaar) => encryptAadhaar(key, userId, aadhaar),
    decrypt: (userId, stored) => decryptAadhaar(key, userId, stored),
  };
}
