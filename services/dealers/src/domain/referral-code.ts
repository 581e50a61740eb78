import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without the look-alikes 0/O and 1/I (docs/business-decisions.md). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export const newReferralCode = (): string =>
  Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Codes are matched case-insensitively: stored and looked up upper-case. */
export const normalizedCode = (code: string): string => code.trim().toUpperCase();
