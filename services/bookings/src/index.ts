/**
 * What tooling (tests/) may use of bookings: the expiry queue's name, so a whole-stack test can
 * run the sweep now. Everything else is the service's own (eslint.config.js: tooling imports a
 * service only through this file).
 */
export { EXPIRY_QUEUE } from './entry-points/jobs/expiry-sweep.job';
