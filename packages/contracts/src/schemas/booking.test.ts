import { describe, expect, it } from 'vitest';
import { bookingCreateSchema, bookingListQuerySchema } from './booking';

const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (bookingCreateSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('bookingCreateSchema', () => {
  it('when a blank dealer code is sent, then the booking is direct', () => {
    expect(
      bookingCreateSchema.parse({ propertyId: 'p1', paymentRef: 'UTR12345', dealerCode: ' ' }),
    ).toEqual({ propertyId: 'p1', paymentRef: 'UTR12345', dealerCode: undefined });
  });

  it('when the payment reference is missing, then the required text shows', () => {
    expect(errorsOf({ propertyId: 'p1', paymentRef: '' })).toEqual({
      paymentRef: 'Payment reference is required',
    });
  });

  it('when the payment reference is short, then the minimum-length text shows', () => {
    expect(errorsOf({ propertyId: 'p1', paymentRef: 'UTR' })).toEqual({
      paymentRef: 'Payment reference must be at least 4 characters',
    });
  });
});

describe('bookingListQuerySchema', () => {
  it('when the admin opens the list, then page 1 of 10 is asked for', () => {
    expect(bookingListQuerySchema.parse({ status: '' })).toEqual({
      page: 1,
      limit: 10,
      status: undefined,
      search: undefined,
    });
  });
});
