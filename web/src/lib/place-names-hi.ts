import { INDIAN_CITY_NAMES_HI, INDIAN_STATE_NAMES_HI } from '@ghar/contracts/places';

// The built-in cities' and states' Hindi names (~4 KB gzip), loaded lazily by usePlaceNamesHi so
// the home page's first JavaScript does not carry them.
export const placeNamesHi = {
  cities: new Map<string, string>(Object.entries(INDIAN_CITY_NAMES_HI)),
  states: new Map<string, string>(Object.entries(INDIAN_STATE_NAMES_HI)),
};
export type PlaceNamesHi = typeof placeNamesHi;
