/** The place of this browser's last home search, offered again on the next visit (issue 26). */
export type SearchPlace = { city: string; state: string };

const STORAGE_KEY = 'ghar:last-search-place';

const isPlace = (value: unknown): value is SearchPlace =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SearchPlace).city === 'string' &&
  typeof (value as SearchPlace).state === 'string' &&
  (value as SearchPlace).city.trim() !== '';

/** The remembered place, or null (none yet, storage refused, or something else stored there). */
export const readLastPlace = (): SearchPlace | null => {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null');
    return isPlace(value) ? { city: value.city, state: value.state } : null;
  } catch {
    return null;
  }
};

/** Remembers a searched place; a search without a city leaves the last one as it was. */
export const rememberPlace = (place: SearchPlace): void => {
  if (!isPlace(place)) return;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(place));
  } catch {
    // Private browsing can refuse storage: the next visit starts from the default place.
  }
};
