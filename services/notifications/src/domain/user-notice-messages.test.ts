import { describe, expect, it } from 'vitest';
import { internationalMobile, smsTextFor, whatsappTemplateFor } from './user-notice-messages';

describe("a user's notice on WhatsApp", () => {
  it('when a Hindi booking notice is sent, then it is the kind’s template in hi with the title and message as its parameters', () => {
    expect(
      whatsappTemplateFor({
        kind: 'BOOKING',
        language: 'hi',
        title: 'बुकिंग स्वीकृत',
        message: 'आपकी बुकिंग स्वीकृत है। मालिक: Asha, 9876543210',
      }),
    ).toEqual({
      name: 'ghar_booking_update',
      languageCode: 'hi',
      params: ['बुकिंग स्वीकृत', 'आपकी बुकिंग स्वीकृत है। मालिक: Asha, 9876543210'],
    });
  });

  it('when the words hold newlines, tabs or long runs of spaces, or a link is set, then the parameters are what the Cloud API takes', () => {
    const template = whatsappTemplateFor({
      kind: 'MONEY',
      language: 'en',
      title: 'Fee\nverified',
      message: `Paid\t₹500.${' '.repeat(8)}Thanks${'x'.repeat(2000)}`,
      link: 'https://ghar.in/dashboard',
    });
    expect(template.name).toBe('ghar_payment_update');
    expect(template.params[0]).toBe('Fee verified');
    expect(template.params[1]).toMatch(/^Paid ₹500\. {3}Thanks/);
    expect(template.params[1]).not.toMatch(/[\n\t]| {4}/);
    expect(Array.from(template.params[1]!)).toHaveLength(1024);
  });
});

describe("a user's notice by SMS", () => {
  it('when sent, then it is one text naming Ghar, with the message and the link', () => {
    expect(
      smsTextFor({ title: 'Booking approved', message: 'Call 98', link: 'https://g.in' }),
    ).toBe('Ghar: Booking approved\nCall 98\nhttps://g.in');
  });

  it('when a mobile is written the Indian way, then the providers get it with 91 in front', () => {
    expect(internationalMobile('9876543210')).toBe('919876543210');
    expect(internationalMobile('+91 98765 43210')).toBe('919876543210');
  });
});
