import { INDIAN_CITY_NAMES_HI } from '@ghar/contracts';
import { describe, expect, it } from 'vitest';
import { POPULAR_CITIES } from './popular-cities';

describe('the popular cities home and the footer link to', () => {
  it('names each city in Hindi as the place data does, and links it by its lower-case name', () => {
    for (const city of POPULAR_CITIES) {
      expect(INDIAN_CITY_NAMES_HI[city.en]).toBe(city.hi);
      expect(city.slug).toBe(city.en.toLowerCase());
    }
  });
});
