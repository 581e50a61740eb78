import { LIMITS } from '@ghar/contracts/constants';

// The dashboard's N in 'Showing 5 of N bookings' comes from the first page the service answers
// (at most 100, issue 24 item 3): a full page may not be all of them, so it reads "100+".
export const bookingsTotalText = (count: number): string =>
  count >= LIMITS.maxPageSize ? `${LIMITS.maxPageSize}+` : String(count);
