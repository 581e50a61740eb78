/**
 * What listings's use cases need from the outside world, declared here and implemented in
 * data-access/ (domain files import no data-access file). None yet: the service owns properties, listing media and documents, and search,
 * and these ports arrive with those features:
 * - a property repository (create, update, status changes, search with filters and sorting);
 * - a media store for photos and documents (sizes made with sharp, kept under UPLOADS_DIR);
 * - a clock, so the listing-fee and status rules are testable.
 */
export {};
