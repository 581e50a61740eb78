import { LIMITS, type PropertyAction } from '@ghar/contracts/constants';
import type { LocalitySuggestions } from '@ghar/contracts/http';
import { LOCALITY_NAMES_HI } from '@ghar/contracts/places';
import { cityLocalities } from './list-places';
import type { ListingsDeps } from './ports';
import { localityMatcher, soundKey } from './search/sound-key';
import { normalizeText } from './search/text-match';

/**
 * GET /properties/places/localities: the locality type-ahead (issue 26 item 2). The city's
 * localities with live listings that the typed text finds as the `locality` filter would (part
 * of the name, one typo in a long word, or the other script by sound key: 'मालवीय' and
 * 'malviya' both suggest Malviya Nagar), or whose known Hindi name holds it; most listings
 * first, each with its Hindi name when known, so the list shows 'मालवीय नगर · Malviya Nagar'.
 */
export function localitySuggestions(
  deps: Pick<ListingsDeps, 'search'>,
  query: { city: string; q: string; action?: PropertyAction },
): LocalitySuggestions {
  const { city, localities } = cityLocalities(deps, query);
  const typed = normalizeText(query.q);
  const matches = typed ? localityMatcher(query.q) : () => true;
  const found = localities.filter(({ locality }) => {
    const hindi = LOCALITY_NAMES_HI[locality];
    return (
      matches({ locality: normalizeText(locality), localityKey: soundKey(locality) }) ||
      (hindi !== undefined && normalizeText(hindi).includes(typed))
    );
  });
  return {
    city,
    localities: found.slice(0, LIMITS.typeaheadMaxSuggestions).map((entry) => {
      const localityHi = LOCALITY_NAMES_HI[entry.locality];
      return localityHi ? { ...entry, localityHi } : entry;
    }),
  };
}
