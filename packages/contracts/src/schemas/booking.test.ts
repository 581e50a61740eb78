import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
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
    ).toEqual({
      propertyId: 'p1',
      paymentRef: 'UTR12345',
      dealerCode: undefined,
      upiReference: undefined,
    });
  });

  it('when the UPI reference is sent, then it is kept upper-case; over 40 or other characters are refused', () => {
    const base = { propertyId: 'p1', paymentRef: 'UTR12345' };
    expect(bookingCreateSchema.parse({ ...base, upiReference: 'ghar-bk-abc123-9f8e7d' })).toEqual(
      expect.objectContaining({ upiReference: 'GHAR-BK-ABC123-9F8E7D' }),
    );
    expect(errorsOf({ ...base, upiReference: 'A'.repeat(41) })).toEqual({
      upiReference: V.listingFeeReferenceInvalid,
    });
    expect(errorsOf({ ...base, upiReference: 'GHAR BK/1' })).toEqual({
      upiReference: V.listingFeeReferenceInvalid,
    });
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

  it('when the payment reference is longer than a UPI id or UTR, then the maximum text shows', () => {
    expect(errorsOf({ propertyId: 'p1', paymentRef: 'U'.repeat(36) })).toEqual({
      paymentRef: V.paymentRefTooLong,
    });
    expect(errorsOf({ propertyId: 'p1', paymentRef: 'x'.repeat(63_000) })).toEqual({
      paymentRef: 'Payment reference must be at most 35 characters',
    });
    expect(errorsOf({ propertyId: 'p1', paymentRef: ` ${'U'.repeat(35)} ` })).toEqual({});
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
