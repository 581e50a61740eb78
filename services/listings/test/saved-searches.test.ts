import { LIMITS } from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import { processedEventsModel, wasProcessed } from '@ghar/platform';
import { startTestService, waitFor, type TestService } from '@ghar/testing';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { changePropertyStatus } from '../src/domain/change-property-status';
import type { ListingsDeps } from '../src/domain/ports';
import { digestJobId } from '../src/entry-points/jobs/saved-search-digest.job';
import { listProperty } from './listing-fixtures';

type Built = { listings: ListingsDeps; digestQueue: Queue };
type View = { id: string; name: string; filters: Record<string, string>; paused: boolean };

/** "2 BHK in Jodhpur under ₹20,000", as the search page sends its filters. */
const JODHPUR = { city: 'Jodhpur', action: 'RENT', bhk: '2', maxPerMonthCharges: '20000' };

describe('saved searches on the listings service (issue 27 item 6)', () => {
  let service: TestService<Built & { parts: never }>;
  let deps: ListingsDeps;
  let digestQueue: Queue;
  let user: TestService['identities']['user'];
  let otherUser: TestService['identities']['otherUser'];
  const owner = { id: 'saved-search-owner', name: 'Asha Meena', email: 'asha@example.in' };
  const system = { actorId: 'saved-search-test' };

  const create = (body: unknown, as = user) =>
    service.call('POST', '/properties/saved-searches', { as, json: body });
  const created = async (name: string, filters: Record<string, string>, as = user) => {
    const res = await create({ name, filters }, as);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as View;
  };
  const mine = async (as = user) => {
    const res = await service.call('GET', '/properties/saved-searches', { as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.items as View[];
  };
  const jodhpurFlat = (title: string, fields: Record<string, unknown> = {}) =>
    listProperty(deps, owner, {
      title,
      city: 'Jodhpur',
      state: 'Rajasthan',
      bhk: 2,
      perMonthCharges: 18_000,
      ...fields,
    });
  /** Waits until the service's consumer has handled the PropertyAdded of each listing. */
  const handled = async (ids: string[]) => {
    const { events } = await service.readEvents((all) =>
      ids.every((id) => all.some((e) => e.type === 'PropertyAdded' && e.subject === id)),
    );
    const added = events.filter((e) => e.type === 'PropertyAdded' && ids.includes(e.subject));
    const processed = processedEventsModel(service.infra.conn);
    await waitFor(async () => {
      for (const event of added) {
        expect(await wasProcessed(processed, 'listings-service', event.id)).toBe(true);
      }
    });
  };
  const pendingOf = async (id: string) => (await deps.savedSearches.find(id))!.pendingIds;
  /** Sends the search's digest now instead of after the (hour-long, in this file) gathering window. */
  const sendDigestNow = async (id: string) => {
    const search = (await deps.savedSearches.find(id))!;
    // getJob answers undefined until the job exists, and waitFor passes on anything but false.
    const job = await waitFor(
      async () =>
        (await digestQueue.getJob(
          digestJobId({ savedSearchId: id, digestSeq: search.digestSeq }),
        )) ?? false,
    );
    expect(job).toBeTruthy();
    await job!.promote();
  };
  const digestsOf = (events: EventEnvelope[], id: string) =>
    events.filter(
      (event) =>
        event.type === 'SavedSearchDigestReady' &&
        (event.data as { savedSearchId: string }).savedSearchId === id,
    );

  beforeAll(async () => {
    service = (await startTestService(listingsService, {
      env: { SAVED_SEARCH_GATHER_MS: '3600000' },
    })) as unknown as typeof service;
    ({ listings: deps, digestQueue } = service.built as unknown as Built);
    ({ user, otherUser } = service.identities);
  });

  afterAll(async () => {
    await service?.close();
  });

  it('when a user saves the search page filters, then they are kept canonical with the results link', async () => {
    const view = await created('2 BHK in Jodhpur under ₹20,000', {
      ...JODHPUR,
      type: 'FLAT',
      page: '2',
      sortBy: 'price',
    });
    expect(view).toMatchObject({
      name: '2 BHK in Jodhpur under ₹20,000',
      paused: false,
      filters: { ...JODHPUR, type: 'APARTMENT' },
      resultsUrl:
        '/properties?type=APARTMENT&action=RENT&maxPerMonthCharges=20000&bhk=2&city=Jodhpur',
    });
    expect((await mine()).map((each) => each.id)).toContain(view.id);
  });

  it('when the name or filters are wrong, then 400 with the texts', async () => {
    const noName = await create({ name: '', filters: JODHPUR });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toBe(VALIDATION_MESSAGES.savedSearchNameRequired);
    const long = await create({ name: 'x'.repeat(61), filters: JODHPUR });
    expect(long.body.error).toBe(VALIDATION_MESSAGES.savedSearchNameTooLong);
    const none = await create({ name: 'Everything', filters: {} });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(VALIDATION_MESSAGES.savedSearchFiltersRequired);
    const badBhk = await create({ name: 'Bad', filters: { bhk: 'two' } });
    expect(badBhk.status).toBe(400);
    expect(badBhk.body.error).toMatch(/^bhk: /);
  });

  it('when a visitor asks, then 401; a user sees, pauses and deletes only their own (404 for another)', async () => {
    expect((await service.call('GET', '/properties/saved-searches')).status).toBe(401);
    const theirs = await created('Theirs', { city: 'Ajmer' }, otherUser);
    expect((await mine()).map((each) => each.id)).not.toContain(theirs.id);
    const patch = await service.call('PATCH', `/properties/saved-searches/${theirs.id}`, {
      as: user,
      json: { paused: true },
    });
    expect(patch.status).toBe(404);
    expect(patch.body.error).toBe(ERROR_MESSAGES.savedSearchNotFound);
    const del = await service.call('DELETE', `/properties/saved-searches/${theirs.id}`, {
      as: user,
    });
    expect(del.status).toBe(404);
    expect((await mine(otherUser))[0]).toMatchObject({ id: theirs.id, paused: false });

    const paused = await service.call('PATCH', `/properties/saved-searches/${theirs.id}`, {
      as: otherUser,
      json: { paused: true, name: 'Ajmer homes' },
    });
    expect(paused.body.data).toMatchObject({ paused: true, name: 'Ajmer homes' });
    const deleted = await service.call('DELETE', `/properties/saved-searches/${theirs.id}`, {
      as: otherUser,
    });
    expect(deleted.body.data).toEqual({ id: theirs.id, deleted: true });
    expect(await mine(otherUser)).toEqual([]);
    const malformed = await service.call('DELETE', '/properties/saved-searches/not-an-id', {
      as: otherUser,
    });
    expect(malformed.status).toBe(404);
  });

  it('when a user has the most saved searches allowed, then another answers 409 with the text', async () => {
    const collector = service.identities.dealer;
    for (let i = 0; i < LIMITS.savedSearchMax; i += 1) {
      await created(`Search ${i}`, { city: 'Kota', bhk: String((i % 5) + 1) }, collector);
    }
    const over = await create({ name: 'One more', filters: { city: 'Kota' } }, collector);
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(ERROR_MESSAGES.savedSearchesFull);
    expect(await mine(collector)).toHaveLength(LIMITS.savedSearchMax);
  });

  it('when two matching homes and one other appear, then one digest names the two; a paused search gets none', async () => {
    // Made first, so the matching reads it before the active one (the walk is in _id order).
    const paused = await created('Paused Jodhpur', JODHPUR, otherUser);
    await service.call('PATCH', `/properties/saved-searches/${paused.id}`, {
      as: otherUser,
      json: { paused: true },
    });
    const search = await created('2 BHK in Jodhpur under ₹20,000', JODHPUR);

    const first = await jodhpurFlat('Sardarpura 2 BHK');
    const second = await jodhpurFlat('Ratanada 2 BHK', { perMonthCharges: 20_000 });
    const dearer = await jodhpurFlat('Shastri Nagar 2 BHK', { perMonthCharges: 25_000 });
    const ownHome = await listProperty(
      deps,
      { id: user.userId, name: 'Self', email: user.email },
      {
        title: 'My own 2 BHK',
        city: 'Jodhpur',
        bhk: 2,
        perMonthCharges: 15_000,
      },
    );

    await waitFor(async () => expect((await pendingOf(search.id)).length).toBe(2));
    // The dearer home and the user's own are judged too: their events were handled.
    await handled([dearer.id, ownHome.id]);
    expect(await pendingOf(search.id)).toEqual([first.id, second.id]);
    expect(await pendingOf(paused.id)).toEqual([]);

    await sendDigestNow(search.id);
    const { events } = await service.readEvents((all) => digestsOf(all, search.id).length > 0);
    const digests = digestsOf(events, search.id);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.data).toEqual({
      userId: user.userId,
      savedSearchId: search.id,
      name: '2 BHK in Jodhpur under ₹20,000',
      count: 2,
      listingIds: [first.id, second.id],
      firstTitle: 'Sardarpura 2 BHK',
      resultsUrl: '/properties?action=RENT&maxPerMonthCharges=20000&bhk=2&city=Jodhpur',
    });
    expect(JSON.stringify(digests[0]!.data)).not.toContain(dearer.id);
    const after = (await deps.savedSearches.find(search.id))!;
    expect(after).toMatchObject({ pendingIds: [], digestSeq: 1 });
    expect(after.lastDigestAt).toBeInstanceOf(Date);
    expect(digestsOf(events, paused.id)).toEqual([]);
  });

  it('when a booked home is FREE again, then it is news again; the next digest waits a day after the last', async () => {
    // Cheaper than every home of the other tests, so only this one's home matches.
    const search = await created(
      'Jodhpur again',
      { ...JODHPUR, maxPerMonthCharges: '12500' },
      service.identities.admin,
    );
    const home = await jodhpurFlat('Paota 2 BHK', { perMonthCharges: 12_000 });
    await waitFor(async () => expect(await pendingOf(search.id)).toEqual([home.id]));
    await sendDigestNow(search.id);
    await service.readEvents((all) => digestsOf(all, search.id).length === 1);

    await changePropertyStatus(deps, home.id, 'BOOKED', 'system', system);
    await changePropertyStatus(deps, home.id, 'FREE', 'system', system);
    await waitFor(async () => expect(await pendingOf(search.id)).toEqual([home.id]));
    const next = (await deps.savedSearches.find(search.id))!;
    const job = await waitFor(
      async () =>
        (await digestQueue.getJob(
          digestJobId({ savedSearchId: search.id, digestSeq: next.digestSeq }),
        )) ?? false,
    );
    // A day after the last digest, not the gathering hour.
    expect(job!.opts.delay).toBeGreaterThan(23 * 60 * 60 * 1000);
  });
});
