import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PropertyStatus } from '@ghar/contracts/constants';
import type { OwnerProperty } from '@ghar/contracts/http';
import { verifyForwardedRequest } from '@ghar/platform';
import { TEST_SIGNING_SECRET } from '@ghar/testing';
import { newId } from './booking-fixtures';

/** A listing as listings' GET /properties/:id shows it to its owner and admins. */
export const ownerView = (
  overrides: Partial<OwnerProperty> & { status?: PropertyStatus } = {},
): OwnerProperty => ({
  id: newId(),
  title: `New flat ${newId().slice(0, 6)}`,
  type: 'HOUSE',
  action: 'RENT',
  registeredAs: 'OWNER',
  city: 'Kota',
  state: 'Rajasthan',
  perMonthCharges: 9_000,
  noticePeriod: 1,
  allowedTenants: 'FAMILY',
  furnishingStatus: 'UNFURNISHED',
  amenities: [],
  mediaUrls: [],
  media: [],
  status: 'FREE',
  ownerId: newId(),
  owner: { name: 'Kavita Meena' },
  registryImage: [],
  otherDocuments: [],
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

/**
 * Listings' detail route on a real port, for bookings' one synchronous call: it answers only a
 * request signed with the test secret (401 otherwise) and records who asked.
 */
export async function startFakeListings() {
  const listings = new Map<string, OwnerProperty>();
  const asked: { id: string; role?: string }[] = [];
  let failing = false;
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    const verified = verifyForwardedRequest(TEST_SIGNING_SECRET, {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
    });
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!verified.ok) return answer(401, { success: false, error: 'unsigned' });
    const id = path.replace(/^\/properties\//, '');
    asked.push({ id, role: verified.identity.role });
    if (failing) return answer(500, { success: false, error: 'down' });
    const listing = listings.get(id);
    if (!listing) return answer(404, { success: false, error: 'Property not found' });
    return answer(200, { success: true, data: listing });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    add(listing: OwnerProperty) {
      listings.set(listing.id, listing);
      return listing;
    },
    failWith500(on: boolean) {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
