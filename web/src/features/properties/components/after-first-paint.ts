// The search page's parts that load beside its first JavaScript rather than in it (bench:bundle's
// budget), as one chunk: the quick filters, the wide screen's sort and the popular localities.
// Each renders only in the browser, so no server markup waits for this chunk (a press on it
// would be lost), and each has its place held or appears only with data fetched in the browser.
export { PopularLocalities } from './popular-localities';
export { QuickFilters } from './quick-filters';
export { SortControls } from './sort-controls';
