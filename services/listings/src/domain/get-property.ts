import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import type { ListingsDeps } from './ports';
import type { PropertyRecord, Viewer } from './property';
import { viewFor } from './property-views';

/** One listing, or 404 'Property not found' (a malformed id is simply not found). */
export async function findProperty(deps: ListingsDeps, id: string): Promise<PropertyRecord> {
  const record = await deps.properties.findById(id);
  if (!record) throw notFound(ERROR_MESSAGES.propertyNotFound);
  return record;
}

/** The detail page: the owner and admins see the mobile number and documents, others do not. */
export async function getProperty(deps: ListingsDeps, id: string, viewer: Viewer) {
  return viewFor(await findProperty(deps, id), viewer);
}
