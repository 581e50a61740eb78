import { describe, expect, it } from 'vitest';
import { buildBookingUpiLink, newBookingReference } from './booking-upi';

describe('booking UPI payment', () => {
  it('when a link is built, then it carries payee, the exact amount in rupees and the reference', () => {
    const link = buildBookingUpiLink({
      upiId: 'ghar@upi',
      payeeName: 'Ghar Estates',
      amount: 9091,
      reference: 'GHAR-BK-ABC123-0F1E2D',
    });
    const params = new URLSearchParams(link.replace('upi://pay?', ''));
    expect(link.startsWith('upi://pay?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      pa: 'ghar@upi',
      pn: 'Ghar Estates',
      am: '9091.00',
      cu: 'INR',
      tr: 'GHAR-BK-ABC123-0F1E2D',
      tn: 'Ghar booking GHAR-BK-ABC123-0F1E2D',
    });
  });

  it('when a reference is made, then it names the property and a random part', () => {
    const reference = newBookingReference(
      '665f1c2ab7e4d9a1c3b2a1f0',
      () => '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    );
    expect(reference).toBe('GHAR-BK-B2A1F0-0F1E2D');
  });
});
