/**
 * What tooling (bench/, tests/) may use of listings: benchmarks draw the same sample market as
 * `npm start`, and browser tests write listings through the create use case. Everything else is
 * the service's own (eslint.config.js: tooling imports a service only through this file).
 */
export { configSchema } from './config';
export { createListingsContext } from './context';
export { drawSamplePhoto } from './data-access/sample-photos';
export { createProperty } from './domain/create-property';
export type { PropertyFields } from './domain/property';
export {
  digestJobId,
  SAVED_SEARCH_DIGEST_QUEUE,
} from './entry-points/jobs/saved-search-digest.job';
export { SAMPLE_CITIES } from './sample-data/sample-cities';
export { sampleListings } from './sample-data/sample-listings';
export { seededRandom } from './sample-data/seeded-random';
// bench:scale writes the admin's counters as the start-up count would (it cannot run that count
// at a district's size on the embedded FerretDB in reasonable time).
export { movesBetween, tallyOf as listingTallyOf } from './domain/listing-tally';
