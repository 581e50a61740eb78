import { startTestService, waitFor, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queue } from 'bullmq';
import { Types } from 'mongoose';
import { listingsService } from '../src/build-service';
import { propertyModel } from '../src/data-access/property-model';
import { createFreshnessStore } from '../src/data-access/freshness-store';
import { DAY_MS, type FreshnessSettings } from '../src/domain/freshness';
import { sweepFreshness } from '../src/domain/freshness-sweep';
import type { ListingsDeps } from '../src/domain/ports';
import { updateProperty } from '../src/domain/update-property';
import { FRESHNESS_SCHEDULER_ID } from '../src/entry-points/jobs/freshness-sweep.job';
import { listProperty } from './listing-fixtures';

type Instance = TestService & {
  built: { listings: ListingsDeps; freshnessQueue: Queue; freshnessSettings: FreshnessSettings };
};

let service: Instance;
let owner: { id: string; name: string; email: string };

beforeAll(async () => {
  service = (await startTestService(listingsService)) as unknown as Instance;
  const { user } = service.identities;
  owner = { id: user.userId, name: 'Kiran Rathore', email: user.email };
});
afterAll(async () => {
  await service?.close();
});
beforeEach(() => travel(0));

/** The service's clock moved on by some days (writes and the sweep both read it). */
const travel = (days: number) => {
  service.built.listings.clock.now = () => new Date(Date.now() + days * DAY_MS);
};
const sweepAt = (days: number) => {
  travel(days);
  return sweepFreshness(
    service.built.listings,
    createFreshnessStore(propertyModel(service.infra.conn)),
    service.built.freshnessSettings,
  );
};
const ownerView = async (id: string) =>
  (await service.call('GET', `/properties/${id}`, { as: service.identities.user })).body.data;
const publicIds = async (query = '') =>
  (
    (await service.call('GET', `/properties?limit=100${query}`)).body.data.properties as {
      id: string;
      hiddenFromSearch?: boolean;
    }[]
  ).map((p) => p.id);
const eventsOf = async (type: string, subject: string, count = 1) =>
  (
    await service.readEvents(
      (all) => all.filter((e) => e.type === type && e.subject === subject).length >= count,
    )
  ).events.filter((e) => e.type === type && e.subject === subject);

describe('listing freshness: "Is this still available?"', () => {
  it('when a FREE listing is 30 days unconfirmed, then its owner is asked once; at 45 days it leaves search until confirmed', async () => {
    const listing = await listProperty(service.built.listings, owner, { title: 'Quiet flat' });
    expect((await ownerView(listing.id)).freshness).toMatchObject({ state: 'fresh' });

    expect((await sweepAt(29)).asked).toBe(0);
    expect((await sweepAt(31)).asked).toBeGreaterThanOrEqual(1);
    const [asked] = await eventsOf('ListingFreshnessCheckRequested', listing.id);
    expect(asked!.data).toMatchObject({
      propertyId: listing.id,
      title: 'Quiet flat',
      ownerEmail: owner.email,
    });
    expect(Date.parse((asked!.data as { hideAt: string }).hideAt)).toBeGreaterThan(
      Date.now() + 44 * DAY_MS,
    );
    expect((await ownerView(listing.id)).freshness.state).toBe('ask');
    const ownList = async () =>
      (
        await service.call('GET', `/properties?ownerId=${owner.id}`, {
          as: service.identities.user,
        })
      ).body.data.properties as { id: string; availabilityAsked?: boolean }[];
    // The owner's list (My Properties, the dashboard) carries the question for its banner.
    expect((await ownList()).find((item) => item.id === listing.id)?.availabilityAsked).toBe(true);
    // Asked once: a later run before the hiding day asks nothing more.
    await sweepAt(32);
    expect(await publicIds()).toContain(listing.id);

    await sweepAt(46);
    expect((await ownerView(listing.id)).freshness.state).toBe('hidden');
    expect(await publicIds()).not.toContain(listing.id);
    expect(await publicIds('&status=FREE')).not.toContain(listing.id);
    const own = await service.call('GET', `/properties?ownerId=${owner.id}`, {
      as: service.identities.user,
    });
    expect(own.body.data.properties).toContainEqual(
      expect.objectContaining({ id: listing.id, hiddenFromSearch: true }),
    );
    const updates = await eventsOf('PropertyUpdated', listing.id, 2);
    expect(updates[0]!.data).toMatchObject({ listing: { availabilityAsked: true } });
    expect(updates[1]!.data).toMatchObject({ hiddenFromSearch: true });
    expect(await eventsOf('ListingFreshnessCheckRequested', listing.id)).toHaveLength(1);
    // Its owner hears it left search (issue 27).
    const [hidden] = await eventsOf('ListingHiddenForFreshness', listing.id);
    expect(hidden!.data).toMatchObject({
      propertyId: listing.id,
      title: 'Quiet flat',
      ownerId: owner.id,
      hiddenAt: expect.any(String),
    });

    const path = `/properties/${listing.id}/confirm-available`;
    expect((await service.call('POST', path)).status).toBe(401);
    expect((await service.call('POST', path, { as: service.identities.otherUser })).status).toBe(
      403,
    );
    const confirmed = await service.call('POST', path, { as: service.identities.user });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.freshness).toMatchObject({ state: 'fresh' });
    expect(confirmed.body.data.freshness.confirmedAt).toBeDefined();
    expect(await publicIds()).toContain(listing.id);
    expect((await ownList()).find((item) => item.id === listing.id)?.availabilityAsked).toBe(
      undefined,
    );
    // Asked, hidden, confirmed: one PropertyUpdated each.
    const afterConfirm = await eventsOf('PropertyUpdated', listing.id, 3);
    expect(afterConfirm.at(-1)!.data).toMatchObject({ hiddenFromSearch: false });
  });

  it("when the owner edits the listing, then that counts as a confirmation; an admin's edit does not", async () => {
    const listing = await listProperty(service.built.listings, owner, { title: 'Edited flat' });
    await sweepAt(31);
    const ctx = { actorId: null };
    const { admin, user } = service.identities;
    await updateProperty(
      service.built.listings,
      listing.id,
      { title: 'Edited by admin' },
      admin,
      ctx,
    );
    expect((await ownerView(listing.id)).freshness.state).toBe('ask');
    await updateProperty(
      service.built.listings,
      listing.id,
      { title: 'Edited by owner' },
      user,
      ctx,
    );
    expect((await ownerView(listing.id)).freshness.state).toBe('fresh');
  });

  it('when a listing is BOOKED, then the sweep neither asks nor hides it', async () => {
    const booked = await listProperty(service.built.listings, owner, { title: 'Taken' }, 'BOOKED');
    await sweepAt(60);
    expect((await ownerView(booked.id)).freshness.state).toBe('fresh');
  });

  it('when the hourly job runs on demand, then it sweeps with the real clock', async () => {
    const queue = service.built.freshnessQueue;
    expect(await queue.getJobSchedulers()).toEqual([
      expect.objectContaining({ key: FRESHNESS_SCHEDULER_ID, every: 3_600_000 }),
    ]);
    const listing = await listProperty(service.built.listings, owner, { title: 'Forgotten' });
    const longAgo = new Date(Date.now() - 31 * DAY_MS);
    // Past mongoose, whose timestamps keep createdAt immutable.
    await propertyModel(service.infra.conn).collection.updateOne(
      { _id: new Types.ObjectId(listing.id) },
      { $set: { createdAt: longAgo, availabilityConfirmedAt: longAgo } },
    );
    await queue.add('sweep', {});
    await waitFor(async () => expect((await ownerView(listing.id)).freshness.state).toBe('ask'));
  });
});
