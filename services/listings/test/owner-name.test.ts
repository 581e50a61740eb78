import { startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { recordOwner } from '../src/domain/owner-events';
import type { ListingsDeps } from '../src/domain/ports';
import { listProperty } from './listing-fixtures';

type Instance = TestService & { built: { listings: ListingsDeps } };

let service: Instance;
beforeAll(async () => {
  service = (await startTestService(listingsService)) as unknown as Instance;
});
afterAll(() => service?.close());

describe('the owner name on a listing made before listings knew its owner', () => {
  it('when the owner’s UserRegistered is handled while the listing is being written, then the listing still ends with their name', async () => {
    const deps = service.built.listings;
    // A new user lists at once after signing up: the listing's write and auth's UserRegistered
    // race (a system test saw a listing keep an empty owner name for good). Ten pairs at once,
    // half with the event's handling started first, so both orders of the two writes happen.
    const owners = Array.from({ length: 10 }, (_, n) => ({
      id: (0xabc000 + n).toString(16).padStart(24, '0'),
      name: `Owner ${n}`,
      email: `owner${n}@example.in`,
    }));
    const listings = await Promise.all(
      owners.map(async (owner, n) => {
        // As the form's route does: the id and e-mail from the token, the name from auth's event.
        const list = () =>
          listProperty(deps, { id: owner.id, email: owner.email }, { title: `Flat ${n}` });
        const register = () => recordOwner(deps, owner, new Date(), { actorId: null });
        if (n % 2 === 0) return (await Promise.all([list(), register()]))[0];
        return (await Promise.all([register(), list()]))[1];
      }),
    );

    for (const [n, listing] of listings.entries()) {
      const stored = await deps.properties.findById(listing.id);
      expect(stored?.owner).toEqual(owners[n]);
      const page = await service.call('GET', `/properties/${listing.id}`);
      expect(page.body.data.owner.name).toBe(owners[n].name);
    }
  });
});
