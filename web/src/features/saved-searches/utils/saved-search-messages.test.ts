import { describe, expect, it } from 'vitest';
import en from '@/locales/en/saved-searches.json';
import { SAVED_SEARCH_MESSAGES, savedSearchMessageKey } from './saved-search-messages';

describe('saved search messages', () => {
  it("when the server refuses with a saved search's text, then this feature knows its key and its English is the same", () => {
    for (const [key, message] of Object.entries(SAVED_SEARCH_MESSAGES)) {
      expect(savedSearchMessageKey(message)).toBe(key);
      expect(en.errors[key as keyof typeof en.errors]).toBe(message);
    }
    expect(savedSearchMessageKey('Something else')).toBeUndefined();
  });
});
