import type { PropertyAnalytics } from '@ghar/contracts/http';
import type { CallerIdentity } from '@ghar/platform';
import { startTestService, waitFor, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { createProperty } from '../src/domain/create-property';
import { deleteProperty } from '../src/domain/delete-property';
import type { ListingsDeps } from '../src/domain/ports';
import type { PropertyFields } from '../src/domain/property';
import { fieldsOf } from './listing-fixtures';

type Instance = TestService & { built: { listings: ListingsDeps } };
let service: Instance;

/** Tuesday 24 Nov 2026, 11:30 IST: the week began Monday 23 Nov 00:00 IST (22 Nov 18:30 UTC). */
const NOW = new Date('2026-11-24T06:00:00Z');
const owner = { id: 'owner-analytics', name: 'Asha', email: 'asha@ghar.test' };

const list = (fields: Partial<PropertyFields>, createdAt: string) =>
  createProperty(
    service.built.listings,
    {
      owner,
      fields: fieldsOf(fields),
      files: { media: [], registryImage: [], otherDocuments: [] },
      createdAt: new Date(createdAt),
    },
    { actorId: owner.id },
  );

beforeAll(async () => {
  service = (await startTestService(listingsService)) as unknown as Instance;
  service.built.listings.clock.now = () => NOW;
  await list({ city: 'Jaipur', type: 'FLAT', action: 'RENT' }, '2026-11-23T00:00:00Z');
  // 00:30 IST on Monday: this week, though Sunday in UTC.
  await list({ city: 'Jaipur', type: 'SHOP', action: 'SELL' }, '2026-11-22T19:00:00Z');
  // 23:30 IST on Sunday: last week.
  await list({ city: 'Jaipur', type: 'PLOT', action: 'SELL' }, '2026-11-22T18:00:00Z');
  await list({ city: 'Udaipur', type: 'FLAT', action: 'LEASE' }, '2026-10-01T00:00:00Z');
  await list({ city: 'Udaipur', type: 'HOUSE', action: 'RENT' }, '2026-01-05T00:00:00Z');
  for (const city of [
    'Ajmer',
    'Alwar',
    'Barmer',
    'Bikaner',
    'Churu',
    'Dausa',
    'Kota',
    'Pali',
    'Sikar',
  ]) {
    await list({ city, type: 'FLAT', action: 'RENT' }, '2025-06-01T00:00:00Z');
  }
  const gone = await list(
    { city: 'Jaipur', type: 'VILLA', action: 'SELL' },
    '2026-11-23T01:00:00Z',
  );
  await deleteProperty(service.built.listings, gone.id, 'system', { actorId: null });
});
afterAll(async () => {
  await service?.close();
});

const analytics = async (as: CallerIdentity = service.identities.admin) =>
  service.call('GET', '/admin/analytics/properties', { as });

describe('GET /admin/analytics/properties', () => {
  it('when an admin asks, then live listings are counted by city (top 10), type, deal and IST week', async () => {
    // Counted by the listings' events (issue 24): the figures follow them, so asked until they hold.
    await waitFor(async () => {
      const res = await analytics();
      expect(res.status).toBe(200);
      const data = res.body.data as PropertyAnalytics;
      expect(data.total).toBe(14);
      expect(data.byCity).toEqual([
        { city: 'Jaipur', count: 3 },
        { city: 'Udaipur', count: 2 },
        ...['Ajmer', 'Alwar', 'Barmer', 'Bikaner', 'Churu', 'Dausa', 'Kota', 'Pali'].map(
          (city) => ({
            city,
            count: 1,
          }),
        ),
      ]);
      // Listed as FLAT, counted as the one flat/apartment type (issue 23 item 18).
      expect(data.byType).toEqual([
        { type: 'HOUSE', count: 1 },
        { type: 'SHOP', count: 1 },
        { type: 'PLOT', count: 1 },
        { type: 'APARTMENT', count: 11 },
      ]);
      expect(data.byAction).toEqual([
        { action: 'SELL', count: 2 },
        { action: 'RENT', count: 11 },
        { action: 'LEASE', count: 1 },
      ]);
      expect(data.newPerWeek).toHaveLength(12);
      expect(data.newPerWeek[0].week).toBe('2026-09-07');
      const nonEmpty = data.newPerWeek.filter((week) => week.total > 0);
      expect(nonEmpty).toEqual([
        { week: '2026-09-28', SELL: 0, RENT: 0, LEASE: 1, total: 1 },
        { week: '2026-11-16', SELL: 1, RENT: 0, LEASE: 0, total: 1 },
        { week: '2026-11-23', SELL: 1, RENT: 1, LEASE: 0, total: 2 },
      ]);
    });
  });

  it('when a user or a visitor asks, then they are refused', async () => {
    expect((await analytics(service.identities.user)).status).toBe(403);
    expect((await analytics({})).status).toBe(401);
  });
});
