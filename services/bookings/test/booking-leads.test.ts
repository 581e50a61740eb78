import { startTestService, testIdentity } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { book, seedProperty, type BookingsInstance } from './booking-fixtures';

/** Issue 27 item 4: the booking requests on an owner's listings, their leads inbox. */
let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.bookings;
type Who = ReturnType<typeof testIdentity>;
const leadsOf = async (who: Who | object, query = '') => {
  const res = await service.call('GET', `/bookings/leads${query}`, { as: who });
  expect(res.status).toBe(200);
  return res.body.data as {
    leads: { id: string; status: string; amount: number; booker?: Record<string, string> }[];
    page: number;
    hasMore: boolean;
  };
};

describe('GET /bookings/leads', () => {
  it('when B books A’s listing, then A sees the request without B’s contact until it is CONFIRMED, then with it', async () => {
    const owner = testIdentity('USER');
    const booker = testIdentity('USER');
    await deps().users.record({
      id: booker.userId,
      name: 'Bhavna Joshi',
      email: booker.email,
      mobile: '9414012345',
    });
    const property = await seedProperty(deps(), { ownerId: owner.userId, title: 'Lake View' });
    const b = (await book(service, booker, { propertyId: property.id })).body.data;

    const pending = await leadsOf(owner);
    expect(pending).toEqual({
      leads: [
        {
          id: b.id,
          propertyId: property.id,
          propertyTitle: 'Lake View',
          status: 'PENDING',
          amount: b.amount,
          createdAt: b.createdAt,
        },
      ],
      page: 1,
      hasMore: false,
    });
    expect(JSON.stringify(pending)).not.toMatch(/Bhavna|9414012345/);
    expect(JSON.stringify(pending)).not.toContain(booker.email);

    await service.call('PUT', `/bookings/${b.id}/approve`, { as: service.identities.admin });
    const [confirmed] = (await leadsOf(owner)).leads;
    expect(confirmed).toMatchObject({
      id: b.id,
      status: 'CONFIRMED',
      booker: { name: 'Bhavna Joshi', email: booker.email, mobile: '9414012345' },
    });
  });

  it('when others read, then they see none of A’s leads; visitors 401; a bad query 400', async () => {
    const owner = testIdentity('USER');
    const other = testIdentity('USER');
    const second = await seedProperty(deps(), { ownerId: owner.userId });
    const b = (await book(service, service.identities.user, { propertyId: second.id })).body.data;
    expect((await leadsOf(owner)).leads.map((lead) => lead.id)).toEqual([b.id]);
    expect((await leadsOf(other)).leads).toEqual([]);
    expect((await leadsOf(service.identities.user)).leads).toEqual([]);
    expect((await service.call('GET', '/bookings/leads')).status).toBe(401);
    expect((await service.call('GET', '/bookings/leads/count?since=x', { as: owner })).status).toBe(
      400,
    );
    expect((await service.call('GET', '/bookings/leads?limit=51', { as: owner })).status).toBe(400);
  });

  it('when an owner has more requests than a page, then newest first, pages say whether more follow, and the count since a time', async () => {
    const owner = testIdentity('USER');
    const before = new Date(Date.now() - 1000).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const property = await seedProperty(deps(), { ownerId: owner.userId });
      ids.push(
        (await book(service, service.identities.user, { propertyId: property.id })).body.data.id,
      );
    }
    const first = await leadsOf(owner, '?limit=2');
    expect(first.leads.map((lead) => lead.id)).toEqual([ids[2], ids[1]]);
    expect(first.hasMore).toBe(true);
    const second = await leadsOf(owner, '?limit=2&page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.leads.map((lead) => lead.id)).toEqual([ids[0]]);

    const count = await service.call('GET', `/bookings/leads/count?since=${before}`, { as: owner });
    expect(count.body.data).toEqual({ count: 3 });
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await service.call('GET', `/bookings/leads/count?since=${later}`, { as: owner });
    expect(none.body.data).toEqual({ count: 0 });
  });
});
