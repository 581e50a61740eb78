import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptAadhaar, encryptAadhaar } from './aadhaar-crypto';

const key = randomBytes(32);
const number = '234567890123';

describe('aadhaar crypto', () => {
  it('when a number is encrypted and decrypted with the same key and user, then it round-trips', () => {
    const stored = encryptAadhaar(key, 'user-1', number);
    expect(decryptAadhaar(key, 'user-1', stored)).toBe(number);
    expect(stored.last4).toBe('0123');
  });

  it('when a number is encrypted, then no stored field holds it in clear', () => {
    const stored = encryptAadhaar(key, 'user-1', number);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(number);
    expect(Buffer.from(stored.ciphertext, 'base64').toString('utf8')).not.toContain(number);
  });

  it('when the same number is encrypted twice, then the ciphertexts differ (random IV)', () => {
    expect(encryptAadhaar(key, 'u', number).ciphertext).not.toBe(
      encryptAadhaar(key, 'u', number).ciphertext,
    );
  });

  it('when the ciphertext is moved to another user, altered or read with another key, then it does not decrypt', () => {
    const stored = encryptAadhaar(key, 'user-1', number);
    expect(() => decryptAadhaar(key, 'user-2', stored)).toThrow();
    expect(() => decryptAadhaar(randomBytes(32), 'user-1', stored)).toThrow();
    const flipped = Buffer.from(stored.ciphertext, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      decryptAadhaar(key, 'user-1', { ...stored, ciphertext: flipped.toString('base64') }),
    ).toThrow();
  });
});
