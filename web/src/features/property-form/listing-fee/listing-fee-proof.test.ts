import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { listingFeeProofProblem } from './listing-fee-proof';

const MB = 1024 * 1024;
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fileOf = (name: string, bytes: number[], size = bytes.length) => {
  const padding = new Uint8Array(Math.max(0, size - bytes.length));
  return new File([new Uint8Array(bytes), padding], name);
};

describe('listing fee proof', () => {
  it('when the fee proof is missing, not an image or over 5MB, then the spec texts show', async () => {
    expect(await listingFeeProofProblem(null)).toBe(V.paymentProofRequired);
    expect(await listingFeeProofProblem(fileOf('p.pdf', [...Buffer.from('%PDF-')]))).toBe(
      V.paymentProofNotImage,
    );
    expect(await listingFeeProofProblem(fileOf('p.png', png, 5 * MB + 1))).toBe(
      V.paymentProofTooLarge,
    );
    expect(await listingFeeProofProblem(fileOf('p.png', png))).toBeNull();
  });
});
