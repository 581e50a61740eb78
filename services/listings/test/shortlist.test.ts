import { LIMITS } from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { changePropertyStatus } from '../src/domain/change-property-status';
import { deleteProperty } from '../src/domain/delete-property';
import type { ListingsDeps } from '../src/domain/ports';
import { updateProperty } from '../src/domain/update-property';
import { listProperty } from './listing-fixtures';

type Built = { listings: ListingsDeps };
type Item = {
  propertyId: string;
  title: string;
  savedPrice: number;
  currentPrice?: number;
  priceDropped: boolean;
  unavailable: boolean;
  property?: { id: string; status: string };
};

describe('the shortlist on the listings service (issue 27 item 5)', () => {
  let service: TestService<Built & { parts: never }>;
  let deps: ListingsDeps;
  let user: TestService['identities']['user'];
  let otherUser: TestService['identities']['otherUser'];
  const system = { actorId: 'shortlist-test' };
  const owner = { id: 'shortlist-owner', name: 'Asha Meena', email: 'asha@example.in' };

  const newHome = async (title: string, perMonthCharges = 20_000) =>
    (await listProperty(deps, owner, { title, perMonthCharges })).id;

  const save = (id: string, as = user) =>
    service.call('PUT', `/properties/${id}/shortlist`, { as });
  const unsave = (id: string, as = user) =>
    service.call('DELETE', `/properties/${id}/shortlist`, { as });
  const idsOf = async (as = user) => {
    const res = await service.call('GET', '/properties/shortlist/ids', { as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.ids as string[];
  };
  const mine = async (as = user, query = '') => {
    const res = await service.call('GET', `/properties/shortlist/mine${query}`, { as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { items: Item[]; pagination: { total: number; pages: number } };
  };

  beforeAll(async () => {
    service = (await startTestService(listingsService)) as unknown as typeof service;
    deps = (service.built as unknown as Built).listings;
    ({ user, otherUser } = service.identities);
  });

  afterAll(async () => {
    await service?.close();
  });

  it('when a user ♥s a home twice, then it is saved once', async () => {
    const id = await newHome('Saved twice');
    expect((await save(id)).body.data).toEqual({ propertyId: id, saved: true });
    expect((await save(id)).status).toBe(200);
    expect((await idsOf()).filter((each) => each === id)).toHaveLength(1);
  });

  it('when a user removes a home, then it leaves the list; removing it again is no error', async () => {
    const id = await newHome('Removed');
    await save(id);
    const removed = await unsave(id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ propertyId: id, saved: false });
    expect(await idsOf()).not.toContain(id);
    expect((await unsave(id)).status).toBe(200);
  });

  it('when a home is not known, then saving it answers 404 Property not found', async () => {
    const res = await save('665f00000000000000000000');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(ERROR_MESSAGES.propertyNotFound);
  });

  it('when a visitor asks, then every shortlist route answers 401', async () => {
    const id = await newHome('Visitor try');
    for (const [method, path] of [
      ['PUT', `/properties/${id}/shortlist`],
      ['DELETE', `/properties/${id}/shortlist`],
      ['GET', '/properties/shortlist/ids'],
      ['GET', '/properties/shortlist/mine'],
    ] as const) {
      const res = await service.call(method, path, { as: service.identities.visitor });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("when another user saved homes, then the user's list and ids never show them, and removing does not touch them", async () => {
    const theirs = await newHome('Their home');
    await save(theirs, otherUser);
    expect(await idsOf()).not.toContain(theirs);
    expect((await mine()).items.map((item) => item.propertyId)).not.toContain(theirs);
    // The user's DELETE of the same home removes only the user's own entry (there is none).
    await unsave(theirs);
    expect(await idsOf(otherUser)).toContain(theirs);
  });

  it('when the price falls, the home is booked or deleted, then the list says so, newest saved first', async () => {
    const steady = await newHome('Steady', 15_000);
    const cheaper = await newHome('Cheaper', 30_000);
    const booked = await newHome('Booked');
    const gone = await newHome('Gone');
    const raised = await newHome('Raised', 10_000);
    const watcher = service.identities.dealer;
    for (const id of [steady, cheaper, booked, gone, raised]) await save(id, watcher);

    await updateProperty(deps, cheaper, { perMonthCharges: 25_000 }, 'system', system);
    await updateProperty(deps, raised, { perMonthCharges: 12_000 }, 'system', system);
    await changePropertyStatus(deps, booked, 'BOOKED', 'system', system);
    await deleteProperty(deps, gone, 'system', system);

    const { items, pagination } = await mine(watcher);
    expect(pagination.total).toBe(5);
    const byId = new Map(items.map((item) => [item.propertyId, item]));
    expect(items.map((item) => item.propertyId)).toEqual([raised, gone, booked, cheaper, steady]);
    expect(byId.get(cheaper)).toMatchObject({
      savedPrice: 30_000,
      currentPrice: 25_000,
      priceDropped: true,
      unavailable: false,
      property: { id: cheaper, status: 'FREE' },
    });
    expect(byId.get(raised)).toMatchObject({ priceDropped: false, unavailable: false });
    expect(byId.get(steady)).toMatchObject({ priceDropped: false, unavailable: false });
    expect(byId.get(booked)).toMatchObject({ unavailable: true, property: { status: 'BOOKED' } });
    const deleted = byId.get(gone);
    expect(deleted).toMatchObject({ title: 'Gone', unavailable: true, priceDropped: false });
    expect(deleted).not.toHaveProperty('property');

    const second = await mine(watcher, '?page=2&limit=2');
    expect(second.items.map((item) => item.propertyId)).toEqual([booked, cheaper]);
    expect(second.pagination.pages).toBe(3);
  });

  it(`when a shortlist holds ${LIMITS.shortlistMax} homes, then another is refused with 409 and a saved one still saves`, async () => {
    const collector = service.identities.admin;
    const first = await newHome('Cap first');
    await save(first, collector);
    // The rest of a full list straight into the store: the cap counts entries, not listings.
    for (let i = 1; i < LIMITS.shortlistMax; i += 1) {
      await deps.shortlists.add({
        userId: collector.userId,
        propertyId: `cap-${i}`,
        savedPrice: 1,
        title: `Cap ${i}`,
        savedAt: new Date(),
      });
    }
    const refused = await save(await newHome('One too many'), collector);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(ERROR_MESSAGES.shortlistFull);
    expect((await save(first, collector)).status).toBe(200);
    expect(await idsOf(collector)).toHaveLength(LIMITS.shortlistMax);
  });

  it('when a query is malformed, then it answers 400', async () => {
    const res = await service.call('GET', '/properties/shortlist/mine?limit=0', { as: user });
    expect(res.status).toBe(400);
  });
  it('when a saved home gets cheaper, then each holder is told once per lower price; a dearer price or another user tells nobody', async () => {
    // The dealer: the admin's shortlist is full from the cap's test.
    const watcher = service.identities.dealer;
    const id = await newHome('Price drop flat', 20_000);
    expect((await save(id, watcher)).status).toBe(200);
    await updateProperty(deps, id, { perMonthCharges: 18_000 }, 'system', system);
    const dropsOf = (events: EventEnvelope[]) =>
      events.filter(
        (event) => event.type === 'ShortlistedPriceDropped' && event.subject === id,
      ) as (EventEnvelope & { data: { userId: string; price: number; savedPrice: number } })[];
    const first = await service.readEvents((all) => dropsOf(all).length === 1);
    expect(dropsOf(first.events)[0]!.data).toEqual({
      userId: watcher.userId,
      propertyId: id,
      title: 'Price drop flat',
      savedPrice: 20_000,
      price: 18_000,
    });

    // Dearer again (no news), then cheaper than ever (news): one more, for the same holder.
    await updateProperty(deps, id, { perMonthCharges: 19_000 }, 'system', system);
    await updateProperty(deps, id, { perMonthCharges: 15_000 }, 'system', system);
    const later = await service.readEvents((all) => dropsOf(all).length >= 2);
    const drops = dropsOf(later.events);
    expect(drops.map((drop) => drop.data.price)).toEqual([18_000, 15_000]);
    expect(drops.every((drop) => drop.data.userId === watcher.userId)).toBe(true);
  });
});
