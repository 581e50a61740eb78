import { startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import type { ListingsDeps } from '../src/domain/ports';
import { listProperty } from './listing-fixtures';

type Built = { listings: ListingsDeps };

describe('GET /properties/:id/similar on the listings service', () => {
  let service: TestService<Built & { parts: never }>;
  let deps: ListingsDeps;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    service = (await startTestService(listingsService)) as unknown as typeof service;
    deps = (service.built as unknown as Built).listings;
    const owner = {
      id: service.identities.user.userId,
      name: 'Asha Meena',
      email: 'asha@example.in',
    };
    const add = async (
      title: string,
      fields: Parameters<typeof listProperty>[2],
      status?: 'BOOKED' | 'SOLD',
    ) => {
      const record = await listProperty(
        deps,
        owner,
        { title, city: 'Bikaner', type: 'APARTMENT', bhk: 2, perMonthCharges: 20_000, ...fields },
        status,
      );
      ids[title] = record.id;
    };
    await add('base', {});
    // Similar, from closest to farthest: same BHK at the same, then a nearer, then a farther price.
    await add('twin', {});
    await add('near', { perMonthCharges: 21_000 });
    await add('flat-spelling', { type: 'FLAT', perMonthCharges: 22_000 });
    await add('far', { perMonthCharges: 24_500 });
    await add('three-bhk', { bhk: 3, perMonthCharges: 20_500 });
    await add('one-bhk', { bhk: 1, perMonthCharges: 23_000 });
    await add('seventh', { bhk: 3, perMonthCharges: 25_000 });
    // Not similar.
    await add('dear', { perMonthCharges: 26_000 });
    await add('four-bhk', { bhk: 4 });
    await add('booked', {}, 'BOOKED');
    await add('other-city', { city: 'Jaipur' });
    await add('lease', { action: 'LEASE' });
    await add('house', { type: 'HOUSE' });
  });

  afterAll(async () => {
    await service?.close();
  });

  const similarTitles = async (id: string) => {
    const res = await service.call('GET', `/properties/${id}/similar`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.properties as { title: string }[]).map((p) => p.title);
  };

  it('when a visitor asks, then the six closest FREE homes of the same kind come, closest first', async () => {
    expect(await similarTitles(ids.base!)).toEqual([
      'twin',
      'near',
      'flat-spelling',
      'far',
      'three-bhk',
      'one-bhk',
    ]);
  });

  it('when the answer is read, then the cards carry no contact or documents', async () => {
    const res = await service.call('GET', `/properties/${ids.base}/similar`);
    const card = res.body.data.properties[0] as Record<string, unknown>;
    expect(card).toMatchObject({ id: ids.twin, status: 'FREE', city: 'Bikaner' });
    expect(card).not.toHaveProperty('mobileNumber');
    expect(card).not.toHaveProperty('registryImage');
  });

  it('when a listing has no home like it, then the list is empty', async () => {
    expect(await similarTitles(ids.house!)).toEqual([]);
  });

  it('when the listing is booked, then homes like it still come (a visitor looks elsewhere)', async () => {
    expect(await similarTitles(ids.booked!)).toContain('base');
  });

  it.each(['665f00000000000000000000', 'not-an-id'])(
    'when the id %s names no listing, then 404 Property not found',
    async (id) => {
      const res = await service.call('GET', `/properties/${id}/similar`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Property not found' });
    },
  );
});
