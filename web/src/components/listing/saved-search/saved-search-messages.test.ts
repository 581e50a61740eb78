import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { savedSearchMessageKey } from './saved-search-messages';

describe('saved search messages', () => {
  it("when the server refuses with a saved search's text, then this feature knows its key", () => {
    expect(savedSearchMessageKey(ERROR_MESSAGES.savedSearchesFull)).toBe('full');
    expect(savedSearchMessageKey(ERROR_MESSAGES.savedSearchNotFound)).toBe('notFound');
    expect(savedSearchMessageKey(VALIDATION_MESSAGES.savedSearchNameRequired)).toBe('nameRequired');
    expect(savedSearchMessageKey(VALIDATION_MESSAGES.savedSearchNameTooLong)).toBe('nameTooLong');
    expect(savedSearchMessageKey(VALIDATION_MESSAGES.savedSearchFiltersRequired)).toBe(
      'filtersRequired',
    );
    expect(savedSearchMessageKey('Something else')).toBeUndefined();
  });
});
