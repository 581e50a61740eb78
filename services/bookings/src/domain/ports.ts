/**
 * What bookings's use cases need from the outside world, declared here and implemented in
 * data-access/ (domain files import no data-access file). None yet: the service owns bookings, booking proofs and the expiry sweep,
 * and these ports arrive with those features:
 * - a booking repository (create, approve, reject, unbook, find the expired);
 * - a proof store for the payment screenshots (under UPLOADS_DIR);
 * - a clock, so the expiry sweep decides by an injected time.
 */
export {};
