/**
 * How long a browser test waits for what follows an event (a listing reaching search or bookings):
 * usually well under a second, but a listing written straight into the database waits for the
 * relay's sweep, which backs off on a busy machine. A deadline, not a timing: passing costs nothing.
 */
export const EVENT_WAIT_MS = 60_000;
