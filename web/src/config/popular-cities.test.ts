import { INDIAN_CITY_NAMES_HI } from '@ghar/contracts/places';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/common.json';
import hi from '@/locales/hi/common.json';
import { POPULAR_CITIES } from './popular-cities';

describe('the popular cities home and the footer link to', () => {
  it('names each city in Hindi as the place data does, and links it by its lower-case name', () => {
    for (const slug of POPULAR_CITIES) {
      const english = en.cities[slug];
      expect(english.toLowerCase()).toBe(slug);
      expect(hi.cities[slug]).toBe(INDIAN_CITY_NAMES_HI[english]);
    }
  });
});
