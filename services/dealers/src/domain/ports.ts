/**
 * What dealers's use cases need from the outside world, declared here and implemented in
 * data-access/ (domain files import no data-access file). None yet: the service owns dealer applications, the referral tree and commissions,
 * and these ports arrive with those features:
 * - a dealer repository (applications, decisions, the referral tree);
 * - a commission ledger (earned on an approved booking, reversed on an unbook);
 * - a clock, so a commission's dates come from one place.
 */
export {};
