import { describe, expect, it } from 'vitest';
import { buildUpiLink, newListingReference } from './upi-link';

describe('buildUpiLink', () => {
  it('when a fee is paid, then the link names payee, exact amount, currency, reference and note', () => {
    const link = buildUpiLink({
      upiId: 'ghar@upi',
      payeeName: 'Ghar Properties',
      amount: 100,
      reference: 'GHAR-AB12CD34',
    });
    expect(link).toBe(
      'upi://pay?pa=ghar%40upi&pn=Ghar%20Properties&am=100.00&cu=INR&tr=GHAR-AB12CD34&tn=Ghar%20listing%20fee%20GHAR-AB12CD34',
    );
  });

  it('when the payee name holds & or =, then it cannot break the other parameters', () => {
    const link = buildUpiLink({ upiId: 'a@b', payeeName: 'A&B=C', amount: 99.5, reference: 'R' });
    const params = new URL(link.replace('upi://', 'https://')).searchParams;
    expect(params.get('pn')).toBe('A&B=C');
    expect(params.get('am')).toBe('99.50');
  });
});

describe('newListingReference', () => {
  it('when made, then it is GHAR- and 8 upper-case letters or digits', () => {
    expect(newListingReference()).toMatch(/^GHAR-[A-Z0-9]{8}$/);
  });

  it('when a random byte falls past the last whole alphabet, then it is drawn again', () => {
    const draws = [new Uint8Array([255, 252, 0, 1, 2, 3, 4, 5]), new Uint8Array([35, 36, 7, 9])];
    const random = (bytes: Uint8Array) => {
      bytes.set(draws.shift() ?? new Uint8Array(bytes.length));
      return bytes;
    };
    expect(newListingReference(random)).toBe('GHAR-ABCDEF9A');
  });
});
