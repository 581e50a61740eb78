import type { MapPositionResponse } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import type { ListingsDeps } from './ports';

/**
 * GET /properties/:id/map-position from the search read model (no database query): the listing's
 * coordinates or its place's centre (domain/search/place-centre.ts), or 404 'Property not found'
 * for an id the model does not hold (missing, malformed or deleted).
 */
export function mapPosition(deps: Pick<ListingsDeps, 'search'>, id: string): MapPositionResponse {
  const position = deps.search.mapPosition(id);
  if (position === undefined) throw notFound(ERROR_MESSAGES.propertyNotFound);
  return { position };
}
