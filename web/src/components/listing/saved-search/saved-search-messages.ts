import en from '@/locales/en/saved-searches.json';

// The server's saved-search texts (contracts' ERROR_MESSAGES and VALIDATION_MESSAGES; a test
// checks they are equal) are this feature's English `errors.*`: matched here, not through
// `forms`, whose English ships in every page's first chunk, nor through the contracts' message
// tables, which would join this lazy code to the forms' chunks (bench:bundle).
export type SavedSearchMessageKey = keyof typeof en.errors;

/** The `errors.*` key of a server text about saved searches, if it is one. */
export const savedSearchMessageKey = (message: string) =>
  (Object.keys(en.errors) as SavedSearchMessageKey[]).find((key) => en.errors[key] === message);
