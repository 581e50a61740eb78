// The rows of cards that load after a page shows (issue 26 item 5), one lazy module for both
// pages: one chunk, instead of new small ones the build would merge into the first scripts.
export { RecentlyViewed } from './recently-viewed';
export { SimilarHomes } from './similar-homes';
export { rememberViewed } from '../utils/recently-viewed';
