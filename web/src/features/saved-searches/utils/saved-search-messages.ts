import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@ghar/contracts';

// The server's saved-search texts (contracts) and their keys in this feature's own namespace:
// kept here, not in `forms`, whose English ships in every page's first chunk.
export const SAVED_SEARCH_MESSAGES = {
  full: ERROR_MESSAGES.savedSearchesFull,
  notFound: ERROR_MESSAGES.savedSearchNotFound,
  nameRequired: VALIDATION_MESSAGES.savedSearchNameRequired,
  nameTooLong: VALIDATION_MESSAGES.savedSearchNameTooLong,
  filtersRequired: VALIDATION_MESSAGES.savedSearchFiltersRequired,
} as const;

/** The `errors.*` key of a server text about saved searches, if it is one. */
export const savedSearchMessageKey = (message: string) =>
  (Object.keys(SAVED_SEARCH_MESSAGES) as (keyof typeof SAVED_SEARCH_MESSAGES)[]).find(
    (key) => SAVED_SEARCH_MESSAGES[key] === message,
  );
