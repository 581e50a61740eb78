import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { simpleListingSchema } from './simple-listing';

const seven = {
  title: 'Two rooms near the fort',
  type: 'HOUSE',
  price: '25000',
  description: 'Quiet lane, water all day.',
  city: 'Jodhpur',
  state: 'Rajasthan',
  locality: 'Sardarpura',
};

const messagesOf = (input: Record<string, unknown>) => {
  const parsed = simpleListingSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('simpleListingSchema', () => {
  it('when only the seven required fields are given, then it parses as a sale', () => {
    const parsed = simpleListingSchema.parse(seven);
    expect(parsed).toMatchObject({ action: 'SELL', price: 25_000 });
  });

  it.each([
    ['price', '1e300', V.priceRequired],
    ['price', '100000000001', V.amountTooLarge],
    ['price', '0x10', V.priceRequired],
    ['area', '100000001', V.areaTooLarge],
  ])(
    'when the optional-or-required %s is %s, then it is refused with its text',
    (field, value, message) => {
      expect(messagesOf({ ...seven, [field]: value })).toContain(message);
    },
  );
});
