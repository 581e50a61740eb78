import { ownerPropertySchema, type OwnerProperty } from '@ghar/contracts/http';
import { serviceUnavailable, signedIdentityHeaders } from '@ghar/platform';
import type { PropertyCopy } from '../domain/booking';
import type { ListingsLookup } from '../domain/ports';
import { SERVICE_NAME } from '../service-name';

/** Listings' ids are ObjectIds: anything else is unknown there, and never reaches a URL path. */
const LISTING_ID = /^[a-f0-9]{24}$/i;

/** A little over a service's own 2 s checks, like the gateway's calls. */
const TIMEOUT_MS = 2_500;

const copyOf = (listing: OwnerProperty): PropertyCopy => ({
  id: listing.id,
  title: listing.title,
  action: listing.action,
  status: listing.status,
  city: listing.city,
  state: listing.state,
  locality: listing.locality,
  location: listing.location,
  price: listing.price,
  perMonthCharges: listing.perMonthCharges,
  leaseDuration: listing.leaseDuration,
  bookingCharges: listing.bookingCharges,
  mediaUrls: listing.mediaUrls,
  ownerId: listing.ownerId,
  ownerName: listing.owner.name,
  // Never stored: the projection keeps only what listings.events bring, by their versions.
  version: 0,
  deleted: false,
});

/**
 * The one synchronous call bookings makes (docs/architecture.md, listed in the README): listings' own
 * GET /properties/:id, signed as the gateway signs, when the projection has not heard of a
 * property yet (a listing booked within a moment of its creation, issue 23 item 15). It reads
 * as an admin, the one view that names the owner (a booker may not book their own listing). An
 * unreachable or failing listings is a 503, never a 'not found'.
 */
export function createListingsLookup(options: {
  baseUrl: string;
  signingSecret: string;
  fetch?: typeof fetch;
}): ListingsLookup {
  const fetchImpl = options.fetch ?? fetch;
  return {
    async find(id) {
      if (!LISTING_ID.test(id)) return null;
      const path = `/properties/${id}`;
      const headers = signedIdentityHeaders(
        options.signingSecret,
        { method: 'GET', path },
        { userId: SERVICE_NAME, role: 'ADMIN' },
      );
      const response = await fetchImpl(new URL(path, options.baseUrl), {
        headers: { ...headers, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch(() => null);
      if (response?.status === 404) return null;
      if (!response?.ok) throw serviceUnavailable();
      const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
      const listing = ownerPropertySchema.safeParse(body?.data);
      if (!listing.success) throw serviceUnavailable();
      return copyOf(listing.data);
    },
  };
}
