import {
  INDIAN_CITIES,
  INDIAN_CITY_NAMES_HI,
  INDIAN_STATE_NAMES_HI,
  INDIAN_STATES,
} from '@ghar/contracts/places';

/**
 * Text as search compares it: lower case, one space between words, and Devanagari without the
 * nukta (ज़ and ज are typed interchangeably).
 */
export function normalizeText(value: string | undefined): string {
  if (!value) return '';
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two words differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < shorter.length && j < longer.length) {
    if (shorter[i] === longer[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (shorter.length === longer.length) i += 1;
    j += 1;
  }
  return edits + (longer.length - j) <= 1;
}

/** A place known by several names (English and Hindi), kept under its English one. */
interface PlaceNames {
  canonical: string;
  names: string[];
}

function placeIndex(entries: [english: string, hindi: string | undefined][]) {
  const byName = new Map<string, PlaceNames>();
  for (const [english, hindi] of entries) {
    const place = {
      canonical: normalizeText(english),
      names: [english, hindi ?? ''].map(normalizeText).filter(Boolean),
    };
    for (const name of place.names) if (!byName.has(name)) byName.set(name, place);
  }
  return byName;
}

const CITIES = placeIndex(
  INDIAN_CITIES.map((city) => [city.name, INDIAN_CITY_NAMES_HI[city.name]]),
);
const STATES = placeIndex(INDIAN_STATES.map((state) => [state, INDIAN_STATE_NAMES_HI[state]]));
/** Typos are forgiven only in words long enough that one letter cannot make another city. */
const MIN_TYPO_LENGTH = 4;

function lookUp(index: Map<string, PlaceNames>, value: string): PlaceNames | undefined {
  const exact = index.get(value);
  if (exact || value.length < MIN_TYPO_LENGTH) return exact;
  for (const [name, place] of index) if (withinOneEdit(name, value)) return place;
  return undefined;
}

/** The canonical (English, normalized) city a typed name means: Hindi or one typo allowed. */
export const canonicalCity = (value: string): string => {
  const normalized = normalizeText(value);
  return lookUp(CITIES, normalized)?.canonical ?? normalized;
};

export const canonicalState = (value: string): string => {
  const normalized = normalizeText(value);
  return lookUp(STATES, normalized)?.canonical ?? normalized;
};

/** Every name of a city or state (English and Hindi), for the text a listing is found by. */
export const placeNames = (city: string, state: string): string[] => [
  ...(CITIES.get(canonicalCity(city))?.names ?? [normalizeText(city)]),
  ...(STATES.get(canonicalState(state))?.names ?? [normalizeText(state)]),
];

/**
 * The free-text `location` query as alternatives per word: a word matches a listing when any of
 * its alternatives occurs in the listing's text. A whole query that names a known city or state
 * (in either language, or with one typo) matches by its names; inside a longer query only exact
 * names translate (a typo rule there would turn "Nagar" into Nagaur).
 */
export function locationTerms(query: string): string[][] {
  const normalized = normalizeText(query);
  if (!normalized) return [];
  const whole = lookUp(CITIES, normalized) ?? lookUp(STATES, normalized);
  if (whole) return [whole.names];
  return normalized.split(' ').map((word) => {
    const place = CITIES.get(word) ?? STATES.get(word);
    return place ? [...new Set([word, ...place.names])] : [word];
  });
}
