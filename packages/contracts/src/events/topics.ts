/** One topic per producing service (docs/events.md); the key is the aggregate id. */
export const TOPICS = {
  auth: 'auth.events',
  listings: 'listings.events',
  bookings: 'bookings.events',
  dealers: 'dealers.events',
  notifications: 'notifications.events',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** A message that keeps failing goes to `<topic>.dlq`. */
export const DEAD_LETTER_SUFFIX = '.dlq';

/** Kafka header carrying the event type, so ops can filter with kcat without parsing. */
export const EVENT_TYPE_HEADER = 'event-type';
