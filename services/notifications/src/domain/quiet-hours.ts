/**
 * Quiet hours (issue 27 item 3): from 22:00 to 08:00 India time a non-urgent notice is shown in
 * the app at once and leaves by WhatsApp, SMS or e-mail at 08:00. IST is UTC+05:30 all year (no
 * daylight saving), so plain arithmetic on the instant is exact.
 */
const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const QUIET_FROM_HOUR = 22;
const QUIET_UNTIL_HOUR = 8;

/**
 * Urgent: security notices (a stranger may be in the account) and the decision on a booking
 * (each side must reach the other now to move in or look elsewhere). The rest can wait till
 * morning: requests, expiries, money, listings, dealers.
 */
const URGENT_KEYS: ReadonlySet<string> = new Set([
  'BookerBookingApproved',
  'BookerBookingApprovedNoContact',
  'OwnerBookingConfirmed',
  'BookerBookingRejected',
]);

export function isUrgentNotice(type: string, templateKey: string): boolean {
  return type === 'SECURITY' || URGENT_KEYS.has(templateKey);
}

/** How long a non-urgent delivery made at `at` waits: until 08:00 IST inside quiet hours, else 0. */
export function quietHoursDelayMs(at: Date): number {
  const sinceIstMidnight = (((at.getTime() + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  const morning = QUIET_UNTIL_HOUR * HOUR_MS;
  if (sinceIstMidnight < morning) return morning - sinceIstMidnight;
  if (sinceIstMidnight >= QUIET_FROM_HOUR * HOUR_MS) return DAY_MS - sinceIstMidnight + morning;
  return 0;
}

/** The delay of one notice's outside deliveries. */
export function deliveryDelayMs(notice: { type: string; templateKey: string }, at: Date): number {
  return isUrgentNotice(notice.type, notice.templateKey) ? 0 : quietHoursDelayMs(at);
}
