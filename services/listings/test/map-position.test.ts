import { startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import type { ListingsDeps } from '../src/domain/ports';
import type { PropertyFields } from '../src/domain/property';
import { listProperty } from './listing-fixtures';

type Built = { listings: ListingsDeps };

describe('GET /properties/:id/map-position on the listings service', () => {
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
    const add = async (title: string, fields: Partial<PropertyFields>, status?: 'SOLD') => {
      ids[title] = (
        await listProperty(deps, owner, { title, city: 'Churu', ...fields }, status)
      ).id;
    };
    // Ratangarh Road: two listings placed, one sold far away (not counted), one not placed.
    await add('placed-1', { locality: 'Ratangarh Road', latitude: 28.3, longitude: 74.95 });
    await add('placed-2', { locality: 'ratangarh road', latitude: 28.31, longitude: 74.97 });
    await add('sold', { locality: 'Ratangarh Road', latitude: 20, longitude: 80 }, 'SOLD');
    await add('unplaced', { locality: 'Ratangarh Road' });
    // Another locality of the city, nobody there placed: the city's centre.
    await add('elsewhere', { locality: 'Station Road' });
    // Another city with nobody placed: no position at all.
    await add('nowhere', { city: 'Sardarshahar', locality: 'Main Bazaar' });
  });

  afterAll(async () => {
    await service?.close();
  });

  const positionOf = async (id: string) => {
    const res = await service.call('GET', `/properties/${id}/map-position`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.position as unknown;
  };

  it('when the listing has coordinates, then they come as its exact position', async () => {
    expect(await positionOf(ids['placed-1']!)).toEqual({
      latitude: 28.3,
      longitude: 74.95,
      precision: 'EXACT',
    });
  });

  it('when it has none, then its locality’s centre comes, approximate, from the public listings there', async () => {
    expect(await positionOf(ids.unplaced!)).toEqual({
      latitude: 28.305,
      longitude: 74.96,
      precision: 'LOCALITY',
    });
  });

  it('when nobody in its locality is placed, then its city’s centre comes', async () => {
    expect(await positionOf(ids.elsewhere!)).toEqual({
      latitude: 28.305,
      longitude: 74.96,
      precision: 'CITY',
    });
  });

  it('when nobody in its city is placed, then there is no position (no map), never an invented one', async () => {
    expect(await positionOf(ids.nowhere!)).toBeNull();
  });

  it('when the id is unknown or malformed, then 404 Property not found', async () => {
    for (const id of ['000000000000000000000000', 'not-an-id']) {
      const res = await service.call('GET', `/properties/${id}/map-position`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Property not found' });
    }
  });
});
