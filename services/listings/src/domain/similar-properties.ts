import type { SimilarPropertiesResponse } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import type { ListingsDeps } from './ports';

/**
 * GET /properties/:id/similar from the search read model (no database query): the homes like
 * this listing as cards show them (domain/search/similar-listings.ts), or 404 'Property not
 * found' for an id the model does not hold (missing, malformed or deleted).
 */
export function similarProperties(
  deps: Pick<ListingsDeps, 'search'>,
  id: string,
): SimilarPropertiesResponse {
  const similar = deps.search.similarTo(id);
  if (!similar) throw notFound(ERROR_MESSAGES.propertyNotFound);
  return { properties: similar.map((entry) => entry.summary()) };
}
