import { normalizeText, withinOneEdit } from './text-match';

/**
 * Place names cross scripts: an owner writes "Malviya Nagar", a visitor types "मालवीय नगर" (or
 * the other way round). Rather than keep Hindi names for every locality, both are reduced to one
 * sound key: Devanagari is transliterated letter by letter to plain Latin, then any Latin text
 * loses what English spellings of Indian names do not agree on — vowels (Jaipur/जयपुर,
 * Vaishali/वैशाली), y and h after a consonant (Malviya, Vidhyadhar/विद्याधर, Shastri/शास्त्री),
 * doubled letters — and w/v, z/j, f/ph, q/k are one. "Malviya Nagar" and "मालवीय नगर" both key to
 * "mlv ngr". The key is loose, so it is only used across scripts (see localityMatcher).
 */

const DEVANAGARI = /[\u0900-\u097F]/;

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** With a nukta: ड़ and ढ़ are spoken r (Jhotwara/झोटवाड़ा), फ़ f, ज़ z. */
const WITH_NUKTA: Record<string, string> = {
  ड: 'r',
  ढ: 'rh',
  फ: 'f',
  ज: 'z',
  क: 'q',
  ग: 'g',
  ख: 'kh',
};
const PRECOMPOSED: Record<string, string> = {
  '\u0958': 'q',
  '\u0959': 'kh',
  '\u095A': 'g',
  '\u095B': 'z',
  '\u095C': 'r',
  '\u095D': 'rh',
  '\u095E': 'f',
  '\u095F': 'y',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const NASAL = new Set(['ं', 'ँ']);
const VIRAMA = '्';
const NUKTA = '\u093C';
const DIGITS = '०१२३४५६७८९';

/** Devanagari as plain Latin letters (consonants carry their inherent a); other text as is. */
export function transliterate(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    const consonant = PRECOMPOSED[char] ?? CONSONANTS[char];
    if (consonant !== undefined) {
      let latin = consonant;
      if (chars[i + 1] === NUKTA) {
        latin = WITH_NUKTA[char] ?? consonant;
        i += 1;
      }
      out += latin;
      const next = chars[i + 1];
      if (next === VIRAMA) i += 1;
      else if (next === undefined || SIGNS[next] === undefined) out += 'a';
      continue;
    }
    if (VOWELS[char] !== undefined) out += VOWELS[char];
    else if (SIGNS[char] !== undefined) out += SIGNS[char];
    else if (NASAL.has(char)) out += 'n';
    else if (char === 'ः') out += 'h';
    else if (DIGITS.includes(char)) out += String(DIGITS.indexOf(char));
    else if (char !== NUKTA && char !== VIRAMA) out += char;
  }
  return out;
}

const LATIN_ALIKE: Record<string, string> = { w: 'v', z: 'j', f: 'p', q: 'k', x: 'ks' };

/** One word's sound key (see above); '' for a word of vowels only. */
function wordKey(word: string): string {
  let key = '';
  for (const char of word) {
    const letter = LATIN_ALIKE[char] ?? char;
    if (!/[a-z0-9]/.test(letter) || 'aeiou'.includes(letter)) continue;
    const last = key[key.length - 1];
    if (letter === 'y' || (letter === 'h' && last !== undefined && /[a-z]/.test(last))) continue;
    if (letter !== last) key += letter;
  }
  return key;
}

/** The sound key of a name in either script: its words' keys, one space between. */
export function soundKey(text: string | undefined): string {
  // Before normalizeText, which drops the nukta that makes ड़ an r.
  return normalizeText(transliterate(text ?? ''))
    .split(/[^a-z0-9]+/)
    .map(wordKey)
    .filter(Boolean)
    .join(' ');
}

export const isDevanagari = (text: string): boolean => DEVANAGARI.test(text);

/** Typos are forgiven in words of at least this many letters (one letter makes Kota Kuta). */
const MIN_TYPO_WORD = 5;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);

/** Whether the query's words are a run of the name's words, each the same or one typo away. */
function sameWordsWithTypos(query: string[], name: string[]): boolean {
  for (let start = 0; start + query.length <= name.length; start += 1) {
    const fits = query.every((word, i) => {
      const have = name[start + i]!;
      return (
        word === have ||
        (Math.max(word.length, have.length) >= MIN_TYPO_WORD && withinOneEdit(word, have))
      );
    });
    if (fits) return true;
  }
  return false;
}

/** A locality as the search model keeps it: its normalized text and its sound key. */
export interface LocalityText {
  readonly locality: string;
  readonly localityKey: string;
}

/**
 * The test for the `locality` filter: the typed text inside the listing's locality (as before),
 * else the same words with at most one typo each in words of 5+ letters ("Malviya Nagr"), else —
 * when the two are written in different scripts — the same sound key word for word
 * ("मालवीय नगर" finds Malviya Nagar). Localities are few and shared, so each distinct one is
 * decided once per query.
 */
export function localityMatcher(wanted: string): (entry: LocalityText) => boolean {
  const needle = normalizeText(wanted);
  const needleWords = wordsOf(needle);
  const needleKey = ` ${soundKey(wanted)} `;
  const needleHindi = isDevanagari(needle);
  const decided = new Map<string, boolean>();
  return (entry) => {
    if (entry.locality.includes(needle)) return true;
    const known = decided.get(entry.locality);
    if (known !== undefined) return known;
    const crossScript = needleHindi !== isDevanagari(entry.locality);
    const matches =
      sameWordsWithTypos(needleWords, wordsOf(entry.locality)) ||
      (crossScript && needleKey.trim() !== '' && ` ${entry.localityKey} `.includes(needleKey));
    decided.set(entry.locality, matches);
    return matches;
  };
}
