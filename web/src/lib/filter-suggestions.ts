import { LIMITS } from '@ghar/contracts';

export const MAX_SUGGESTIONS = LIMITS.typeaheadMaxSuggestions;

// Type-aheads match anywhere in the name, ignoring case, and show at most 10 (spec part 1 §9).
export const filterSuggestions = (
  options: readonly string[],
  query: string,
  limit = MAX_SUGGESTIONS,
): string[] => {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  const matches = needle
    ? options.filter((option) => option.toLocaleLowerCase('en-IN').includes(needle))
    : options;
  return matches.slice(0, limit);
};
