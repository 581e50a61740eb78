import { randomUUID } from 'node:crypto';
import type { AdminPropertyStats } from '@ghar/contracts/http';
import type { EventEnvelope } from '@ghar/contracts/events';
import { processedEventsModel } from '@ghar/platform';
import { startTestService, waitFor, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { listingCountersModels } from '../src/data-access/listing-counters-store';
import { changePropertyStatus } from '../src/domain/change-property-status';
import { countEveryListing, countListing } from '../src/domain/count-listings';
import { deleteProperty } from '../src/domain/delete-property';
import type { ListingsDeps } from '../src/domain/ports';
import { listProperty } from './listing-fixtures';

type Instance = TestService & { built: { listings: ListingsDeps } };
let service: Instance;
const owner = { id: 'owner-counters', name: 'Kavita', email: 'kavita@ghar.test' };
const ctx = { actorId: null };

beforeAll(async () => {
  service = (await startTestService(listingsService)) as unknown as Instance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.listings;
const counters = () => listingCountersModels(service.infra.conn);

const stats = async () => {
  const res = await service.call('GET', '/properties/admin/stats', {
    as: service.identities.admin,
  });
  expect(res.status).toBe(200);
  return res.body.data as AdminPropertyStats;
};
/** The figures the events keep, asked until they hold (they follow the events). */
const figuresBecome = (expected: Partial<AdminPropertyStats['byStatus']>, total: number) =>
  waitFor(
    async () => {
      const now = await stats();
      expect(now.totalProperties).toBe(total);
      expect(now.byStatus).toMatchObject(expected);
    },
    { timeoutMs: 20_000 },
  );

describe('listing counters (issue 24 item 3)', () => {
  let kept: string;

  it('when listings are added, booked and deleted, then the dashboard figures and the Manage Properties total follow', async () => {
    const first = await listProperty(deps(), owner, { title: 'Counted one', city: 'Kota' });
    const second = await listProperty(deps(), owner, { title: 'Counted two', city: 'Kota' });
    await figuresBecome({ FREE: 2, BOOKED: 0 }, 2);

    await changePropertyStatus(deps(), first.id, 'BOOKED', 'system', ctx);
    await figuresBecome({ FREE: 1, BOOKED: 1 }, 2);

    await deleteProperty(deps(), second.id, 'system', ctx);
    await figuresBecome({ FREE: 0, BOOKED: 1 }, 1);
    kept = first.id;

    const list = await service.call('GET', '/properties/admin/all', {
      as: service.identities.admin,
    });
    expect(list.body.data.pagination).toEqual({ page: 1, limit: 10, total: 1, pages: 1 });
  });

  it('when a listing event is handled twice, then it counts once', async () => {
    const before = await stats();
    // The same change announced again under a new id: the consumer handles it as new.
    const changed = (all: EventEnvelope[]) =>
      all.filter((event) => event.type === 'PropertyStatusChanged' && event.subject === kept);
    const { events } = await service.readEvents((all) => changed(all).length > 0);
    const again = { ...changed(events)[0]!, id: randomUUID() };
    await service.publish([again]);
    const processed = processedEventsModel(service.infra.conn);
    await waitFor(
      async () => expect(await processed.exists({ eventId: again.id })).not.toBeNull(),
      {
        timeoutMs: 20_000,
      },
    );
    await countListing(deps(), kept);
    await countListing(deps(), kept);
    await waitFor(async () => {
      const { tallies } = counters();
      expect(await tallies.exists({ _id: kept, pending: { $exists: true } })).toBeNull();
    });
    expect((await counters().counters.findOne({ _id: 'listings' }).lean())?.applied).toEqual([]);
    expect(await stats()).toEqual(before);
  });

  it('when a count stopped after moving the figures but before clearing its move, then finishing it moves nothing again', async () => {
    const { counters: countersModel, tallies } = counters();
    const stored = await countersModel.findOne({ _id: 'listings' }).lean();
    const tally = await tallies.findOne({ _id: kept }).lean();
    // As a crash would leave it: the tally names its move, the figures already took it.
    const key = `${kept}:${tally!.version + 1}:${stored!.epoch}`;
    await tallies.updateOne(
      { _id: kept },
      {
        $set: {
          version: tally!.version + 1,
          pending: { key, epoch: stored!.epoch, moves: [{ field: 'byStatus.SOLD', by: 1 }] },
        },
      },
    );
    await countersModel.updateOne(
      { _id: 'listings' },
      { $inc: { 'byStatus.SOLD': 1 }, $push: { applied: key } },
    );
    await countListing(deps(), kept);
    const after = await countersModel.findOne({ _id: 'listings' }).lean();
    expect(after?.byStatus?.SOLD).toBe(1);
    expect(after?.applied).toEqual([]);
    expect((await tallies.findOne({ _id: kept }).lean())?.pending).toBeUndefined();
    // Put back as it was for the next test: the listing is BOOKED, not SOLD.
    await countersModel.updateOne({ _id: 'listings' }, { $inc: { 'byStatus.SOLD': -1 } });
  });

  it('when the counters are lost, then the start-up pass counts every live listing again', async () => {
    await waitFor(async () => expect((await stats()).byStatus.SOLD).toBe(0), { timeoutMs: 20_000 });
    const before = await stats();
    const { counters: countersModel, tallies } = counters();
    await countersModel.deleteMany({});
    await tallies.deleteMany({});
    expect(await countEveryListing(deps())).toBe(1);
    expect(await countEveryListing(deps())).toBe(0);
    await waitFor(async () => expect(await stats()).toEqual(before), { timeoutMs: 20_000 });
    expect((await countersModel.findOne({ _id: 'listings' }).lean())?.complete).toBe(true);
  });
});
