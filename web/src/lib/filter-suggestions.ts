import { LIMITS } from '@ghar/contracts/constants';

export const MAX_SUGGESTIONS = LIMITS.typeaheadMaxSuggestions;

/** Lower case, Devanagari without the nukta (ज़ and ज are typed interchangeably). */
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u093C/g, '')
    .trim()
    .toLocaleLowerCase('en-IN');

// Type-aheads match anywhere in the name, ignoring case, and show at most 10 (spec part 1 §9).
// With `otherNames` (an option's name in the other script: Jaipur → जयपुर) either name matches.
export const filterSuggestions = (
  options: readonly string[],
  query: string,
  limit = MAX_SUGGESTIONS,
  otherNames?: ReadonlyMap<string, string>,
): string[] => {
  const needle = comparable(query);
  const matches = needle
    ? options.filter((option) => {
        const other = otherNames?.get(option);
        return (
          comparable(option).includes(needle) ||
          (other !== undefined && comparable(other).includes(needle))
        );
      })
    : options;
  return matches.slice(0, limit);
};

/** A suggestion as the list shows it: both names when it has another ('जयपुर · Jaipur'). */
export const suggestionLabel = (option: string, otherNames?: ReadonlyMap<string, string>) => {
  const other = otherNames?.get(option);
  return other && other !== option ? `${other} · ${option}` : option;
};
