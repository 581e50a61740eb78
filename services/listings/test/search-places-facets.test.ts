import { startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import type { ListingsDeps } from '../src/domain/ports';
import { listProperty } from './listing-fixtures';

type Built = { listings: ListingsDeps };

describe('search by place in both scripts, honest facets and popular localities (issue 26 items 2-3)', () => {
  let service: TestService<Built & { parts: never }>;

  const get = async (path: string) => {
    const res = await service.call('GET', path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const titles = async (query: string) => {
    const data = await get(`/properties?city=Bhilwara&${query}`);
    return (data.properties as { title: string }[]).map((p) => p.title).sort();
  };

  beforeAll(async () => {
    service = (await startTestService(listingsService)) as unknown as typeof service;
    const deps = (service.built as unknown as Built).listings;
    const owner = { id: service.identities.user.userId, name: 'Asha Meena', email: 'a@x.in' };
    const add = (title: string, fields: Parameters<typeof listProperty>[2]) =>
      listProperty(deps, owner, { title, city: 'Bhilwara', ...fields });
    // Malviya Nagar: two 2 BHK flats (one furnished with a gym), a 3 BHK house.
    await add('mn-flat-2', { locality: 'Malviya Nagar', bhk: 2 });
    await add('mn-flat-2-furnished', {
      locality: 'Malviya Nagar',
      bhk: 2,
      furnishingStatus: 'FULLY_FURNISHED',
      amenities: ['Gym'],
    });
    await add('mn-house-3', { locality: 'Malviya Nagar', bhk: 3, type: 'HOUSE' });
    // An owner who wrote the locality in Hindi.
    await add('hindi-written', { locality: 'शास्त्री नगर', bhk: 1 });
    await add('cs-flat-1', { locality: 'C-Scheme', bhk: 1, amenities: ['Gym'] });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('when the locality is typed in Devanagari, then the listings written in English are found, and the other way round', async () => {
    const mn = ['mn-flat-2', 'mn-flat-2-furnished', 'mn-house-3'];
    expect(await titles(`locality=${encodeURIComponent('मालवीय नगर')}`)).toEqual(mn);
    expect(await titles('locality=Shastri%20Nagar')).toEqual(['hindi-written']);
    expect(await titles(`locality=${encodeURIComponent('मानसरोवर')}`)).toEqual([]);
  });

  it('when a long word of the locality has one typo, then it is still found', async () => {
    expect(await titles('locality=Malviya%20Nagr')).toHaveLength(3);
    expect(await titles('locality=Malvy%20Nagar')).toEqual([]);
  });

  it('when another filter is active, then each facet counts within it, ignoring only its own filter', async () => {
    const all = await get('/properties/search/facets?city=Bhilwara');
    expect(all.types).toEqual({ APARTMENT: 4, HOUSE: 1 });
    expect(all.bhk).toEqual({ 1: 2, 2: 2, 3: 1 });
    expect(all.amenities).toEqual({ Gym: 2 });

    // BHK 2 narrows types, furnishing and amenities, but the BHK counts stay those of every BHK.
    const twoBhk = await get('/properties/search/facets?city=Bhilwara&bhk=2');
    expect(twoBhk.types).toEqual({ APARTMENT: 2 });
    expect(twoBhk.bhk).toEqual(all.bhk);
    expect(twoBhk.furnishing).toEqual({ UNFURNISHED: 1, FULLY_FURNISHED: 1, FURNISHED: 1 });
    expect(twoBhk.amenities).toEqual({ Gym: 1 });

    // A house: only the 3 BHK is left in the BHK counts; the type counts still show flats.
    const houses = await get('/properties/search/facets?city=Bhilwara&type=HOUSE');
    expect(houses.bhk).toEqual({ 3: 1 });
    expect(houses.types).toEqual(all.types);

    // The count beside a value is what choosing it finds.
    const withGym = await get('/properties/search/facets?city=Bhilwara&amenities=Gym');
    expect(withGym.bhk).toEqual({ 1: 1, 2: 1 });
    expect(await titles('amenities=Gym&bhk=1')).toEqual(['cs-flat-1']);
  });

  it('when a visitor asks for facets, places or suggestions, then shared caches may keep the answer a second; a signed-in caller never', async () => {
    for (const path of [
      '/properties/search/facets?city=Bhilwara&bhk=2',
      '/properties/places/popular?city=Bhilwara',
      '/properties/places/localities?city=Bhilwara&q=mal',
      '/properties/types/list',
    ]) {
      const visitor = await service.call('GET', path);
      expect([path, visitor.status, visitor.headers.get('cache-control')]).toEqual([
        path,
        200,
        'public, max-age=0, s-maxage=1',
      ]);
      const signedIn = await service.call('GET', path, { as: service.identities.user });
      expect([path, signedIn.headers.get('cache-control')]).toEqual([path, 'no-store']);
      expect(signedIn.body).toEqual(visitor.body);
    }
  });

  it('when a city is asked in either script, then its localities with the most listings come first', async () => {
    const data = await get('/properties/places/popular?city=Bhilwara');
    expect(data.city).toBe('Bhilwara');
    expect(data.localities).toEqual([
      { locality: 'Malviya Nagar', slug: 'malviya-nagar', count: 3 },
      { locality: 'C-Scheme', slug: 'c-scheme', count: 1 },
      { locality: 'शास्त्री नगर', slug: 'शास्त्री-नगर', count: 1 },
    ]);
    const hindi = await get(`/properties/places/popular?city=${encodeURIComponent('भीलवाड़ा')}`);
    expect(hindi.localities).toEqual(data.localities);
    expect((await get('/properties/places/popular?city=Bhilwara&action=SELL')).localities).toEqual(
      [],
    );
    const missing = await service.call('GET', '/properties/places/popular');
    expect(missing.status).toBe(400);
  });

  it('when a locality is typed in either script or with a typo, then the type-ahead suggests it with both names', async () => {
    const suggest = async (q: string) => {
      const data = await get(
        `/properties/places/localities?city=Bhilwara&q=${encodeURIComponent(q)}`,
      );
      return (data.localities as { locality: string; localityHi?: string }[]).map(
        ({ locality, localityHi }) => (localityHi ? `${localityHi} · ${locality}` : locality),
      );
    };
    expect(await suggest('मालवीय')).toEqual(['मालवीय नगर · Malviya Nagar']);
    expect(await suggest('malviya')).toEqual(['मालवीय नगर · Malviya Nagar']);
    expect(await suggest('Malvya Nagr')).toEqual(['मालवीय नगर · Malviya Nagar']);
    // A partly typed Hindi name, by the known Hindi name; a Hindi-written locality by sound key.
    expect(await suggest('सी-स्')).toEqual(['सी-स्कीम · C-Scheme']);
    expect(await suggest('Shastri')).toEqual(['शास्त्री नगर']);
    expect(await suggest('मानसरोवर')).toEqual([]);
    // Nothing typed: the city's localities, most listings first.
    expect(await suggest('')).toEqual([
      'मालवीय नगर · Malviya Nagar',
      'सी-स्कीम · C-Scheme',
      'शास्त्री नगर',
    ]);
    const missing = await service.call('GET', '/properties/places/localities?q=mal');
    expect(missing.status).toBe(400);
  });
});
