import { describe, expect, it } from 'vitest';
import { deliveryDelayMs, isUrgentNotice, quietHoursDelayMs } from './quiet-hours';

const MINUTE = 60_000;
/** An instant written on India's clock (+05:30). */
const ist = (wall: string) => new Date(`${wall}+05:30`);

describe('quiet hours, 22:00 to 08:00 India time', () => {
  it('when it is 21:59 IST, then nothing waits', () => {
    expect(quietHoursDelayMs(ist('2026-11-28T21:59:00'))).toBe(0);
  });

  it('when it is 22:00 IST, then it waits 10 hours, till 08:00 the next morning', () => {
    expect(quietHoursDelayMs(ist('2026-11-28T22:00:00'))).toBe(600 * MINUTE);
  });

  it('when it is 07:59 IST, then it waits one minute', () => {
    expect(quietHoursDelayMs(ist('2026-11-29T07:59:00'))).toBe(MINUTE);
  });

  it('when it is 08:00 IST, then nothing waits', () => {
    expect(quietHoursDelayMs(ist('2026-11-29T08:00:00'))).toBe(0);
  });

  it('when it is past midnight IST (still the evening before in UTC), then it waits till 08:00 IST', () => {
    const at = ist('2026-11-29T00:30:00');
    expect(at.toISOString()).toBe('2026-11-28T19:00:00.000Z');
    expect(new Date(at.getTime() + quietHoursDelayMs(at)).toISOString()).toBe(
      '2026-11-29T02:30:00.000Z',
    );
  });
});

describe('urgent notices skip quiet hours', () => {
  const night = ist('2026-11-28T23:15:00');

  it('when a notice is about security or a booking decision, then it leaves at once at night', () => {
    for (const [type, key] of [
      ['SECURITY', 'NewDeviceSignedIn'],
      ['SECURITY', 'PasswordChanged'],
      ['BOOKING', 'BookerBookingApproved'],
      ['BOOKING', 'BookerBookingApprovedNoContact'],
      ['BOOKING', 'OwnerBookingConfirmed'],
      ['BOOKING', 'BookerBookingRejected'],
    ] as const) {
      expect(isUrgentNotice(type, key)).toBe(true);
      expect(deliveryDelayMs({ type, templateKey: key }, night)).toBe(0);
    }
  });

  it('when a notice is a request, an expiry, money or a listing matter, then it waits at night', () => {
    for (const [type, key] of [
      ['BOOKING', 'OwnerBookingRequested'],
      ['BOOKING', 'BookerBookingExpired'],
      ['LISTING', 'ListingFeeVerified'],
      ['DEALER', 'CommissionEarnedYours'],
    ] as const) {
      expect(isUrgentNotice(type, key)).toBe(false);
      expect(deliveryDelayMs({ type, templateKey: key }, night)).toBe(525 * MINUTE);
    }
  });
});
