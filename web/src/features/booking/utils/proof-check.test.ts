import { LIMITS } from '@ghar/contracts/constants';
import { describe, expect, it } from 'vitest';
import { proofProblem } from './proof-check';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pdf = [...'%PDF-1.7'].map((char) => char.charCodeAt(0));
const blob = (head: number[], size = head.length) =>
  new Blob([new Uint8Array(head), new Uint8Array(Math.max(0, size - head.length))]);

describe('proofProblem', () => {
  it('when no file is chosen, then the proof is asked for', async () => {
    expect(await proofProblem(null)).toBe('proofRequired');
  });

  it('when an image or a PDF under 5MB is chosen, then it is accepted', async () => {
    expect(await proofProblem(blob(png))).toBeNull();
    expect(await proofProblem(blob(pdf))).toBeNull();
  });

  it('when a text file is chosen, then it is refused by its content', async () => {
    expect(await proofProblem(new Blob(['hello, not a receipt']))).toBe('proofNotAccepted');
  });

  it('when the proof is over 5MB, then it is refused with the size text', async () => {
    expect(await proofProblem(blob(pdf, LIMITS.bookingProofMaxBytes + 1))).toBe('proofTooLarge');
    expect(await proofProblem(blob(png, LIMITS.bookingProofMaxBytes))).toBeNull();
  });
});
