import { describe, expect, it } from 'vitest';
import { INDIAN_CITIES, INDIAN_STATES } from './locations';
import { INDIAN_CITY_NAMES_HI, INDIAN_STATE_NAMES_HI } from './locations-hi';

const DEVANAGARI = /^[\u0900-\u097F ]+$/;

describe('Hindi names of the built-in locations', () => {
  it('when a state or territory is looked up, then it has a Devanagari name', () => {
    expect(INDIAN_STATES.filter((state) => !DEVANAGARI.test(INDIAN_STATE_NAMES_HI[state]))).toEqual(
      [],
    );
  });

  it('when a built-in city is looked up, then it has a Devanagari name and no stray entry exists', () => {
    const missing = INDIAN_CITIES.filter(
      (city) => !DEVANAGARI.test(INDIAN_CITY_NAMES_HI[city.name] ?? ''),
    );
    expect(missing).toEqual([]);
    const known = new Set(INDIAN_CITIES.map((city) => city.name));
    expect(Object.keys(INDIAN_CITY_NAMES_HI).filter((name) => !known.has(name))).toEqual([]);
  });
});
