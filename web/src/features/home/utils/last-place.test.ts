import { afterEach, describe, expect, it } from 'vitest';
import { readLastPlace, rememberPlace } from './last-place';

const storage = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
  clear: () => storage.clear(),
  key: () => null,
  length: 0,
} as Storage;

describe('the last searched place', () => {
  afterEach(() => localStorage.clear());

  it('when nothing was searched, then there is no place', () => {
    expect(readLastPlace()).toBeNull();
  });

  it('when Kota was searched, then Kota comes back; a search without a city keeps it', () => {
    rememberPlace({ city: 'Kota', state: 'Rajasthan' });
    rememberPlace({ city: '  ', state: 'Gujarat' });
    expect(readLastPlace()).toEqual({ city: 'Kota', state: 'Rajasthan' });
  });

  it('when something else is stored under the key, then there is no place', () => {
    localStorage.setItem('ghar:last-search-place', '{"city":42}');
    expect(readLastPlace()).toBeNull();
    localStorage.setItem('ghar:last-search-place', 'not json');
    expect(readLastPlace()).toBeNull();
  });
});
