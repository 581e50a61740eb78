import { BUSINESS_DEFAULTS } from '@ghar/contracts/constants';
import { BOOKING_STEP_KINDS } from '@ghar/contracts/http';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/bookings.json';
import hi from '@/locales/hi/bookings.json';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('bookings texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it('when a timeline step of any kind the service writes is shown, then it has a text', () => {
    expect(Object.keys(en.timeline.step).sort()).toEqual([...BOOKING_STEP_KINDS].sort());
  });

  it('when the English texts the spec fixes are read, then they are the contracts ones', () => {
    expect(en.modal.success).toBe(SUCCESS_MESSAGES.bookingSubmitted);
    expect(en.modal.successTitle).toBe(SUCCESS_MESSAGES.bookingSubmittedTitle);
    expect(en.rules.paymentRefRequired).toBe(V.paymentRefRequired);
    expect(en.rules.paymentRefTooShort).toBe(V.paymentRefTooShort);
    expect(en.rules.paymentRefTooLong).toBe(V.paymentRefTooLong);
    expect(en.rules.proofTooLarge).toBe(V.bookingProofTooLarge);
    expect(en.rules.proofRequired).toBe(V.paymentProofRequired);
    expect(en.admin.done).toMatchObject({
      approve: SUCCESS_MESSAGES.bookingApproved,
      reject: SUCCESS_MESSAGES.bookingRejected,
      unbook: SUCCESS_MESSAGES.propertyUnbooked,
      expired: SUCCESS_MESSAGES.expiredBookingsUpdated,
    });
    expect(en.admin.failed).toMatchObject({
      load: ERROR_MESSAGES.fetchBookingsFailed,
      approve: ERROR_MESSAGES.approveBookingFailed,
      reject: ERROR_MESSAGES.rejectBookingFailed,
      unbook: ERROR_MESSAGES.unbookPropertyFailed,
      expired: ERROR_MESSAGES.updateExpiredBookingsFailed,
    });
    expect(en.mine.loadFailed).toBe(ERROR_MESSAGES.fetchBookingsFailed);
    expect(en.direct).toBe('Direct booking');
    expect(en.admin.title).toBe('Bookings Management');
    const { min, max } = BUSINESS_DEFAULTS.refundBusinessDays;
    expect(en.timeline.refund).toContain(`${min}-${max} business days`);
  });
});
