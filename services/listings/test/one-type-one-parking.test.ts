import { multipartForm, startTestService, type TestService } from '@ghar/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { propertyModel } from '../src/data-access/property-model';
import { completeFiles, rentFlat } from './listing-form';

/*
 * Issue 23 items 18 and 20: flat and apartment are one type (APARTMENT stored, FLAT accepted),
 * and parking is one truth (the amenity 'Parking' and parkingAvailable agree) on every write,
 * in search and on the detail page, also for listings stored before.
 */
let service: TestService;
let ids: TestService['identities'];

beforeAll(async () => {
  service = await startTestService(listingsService);
  ids = service.identities;
});
afterAll(() => service?.close());

interface Listing {
  id: string;
  type: string;
  amenities: string[];
  parkingAvailable?: boolean;
}

const create = async (fields: Record<string, string>) => {
  const res = await service.call('POST', '/properties', {
    as: ids.user,
    form: multipartForm(rentFlat(fields), await completeFiles()),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Listing;
};

const search = async (query: string) => {
  const res = await service.call('GET', `/properties?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.properties as Listing[];
};

const detail = async (id: string) =>
  (await service.call('GET', `/properties/${id}`)).body.data as Listing;

const parkingOf = (listing: Listing) => ({
  parking: listing.parkingAvailable,
  amenity: listing.amenities.includes('Parking'),
});

describe('flat and apartment', () => {
  it('when an owner lists an APARTMENT, then a FLAT search finds it, and an APARTMENT search finds one sent as FLAT', async () => {
    const tag = `Typ${Date.now()}`;
    const apartment = await create({ title: `${tag} apartment`, type: 'APARTMENT' });
    const flat = await create({ title: `${tag} flat`, type: 'FLAT' });
    expect(flat.type).toBe('APARTMENT');
    for (const type of ['FLAT', 'APARTMENT']) {
      const found = await search(`type=${type}&location=${tag}`);
      expect(found.map((p) => p.id).sort(), type).toEqual([apartment.id, flat.id].sort());
      expect(new Set(found.map((p) => p.type))).toEqual(new Set(['APARTMENT']));
    }
    expect(await search(`type=HOUSE&location=${tag}`)).toEqual([]);
  });

  it('when a listing was stored as FLAT before, then its detail and the admin list read it as APARTMENT and either type finds it', async () => {
    const tag = `Old${Date.now()}`;
    const id = new Types.ObjectId();
    await propertyModel(service.infra.conn).create({
      _id: id,
      title: `${tag} stored flat`,
      type: 'FLAT',
      action: 'RENT',
      city: 'Jaipur',
      state: 'Rajasthan',
      perMonthCharges: 12_000,
      ownerId: ids.user.userId,
      ownerName: 'Asha',
      ownerEmail: 'asha@example.in',
      amenities: ['Lift'],
      parkingAvailable: true,
      status: 'FREE',
      version: 1,
    });
    const read = await detail(id.toHexString());
    expect(read.type).toBe('APARTMENT');
    expect(parkingOf(read)).toEqual({ parking: true, amenity: true });
    for (const type of ['FLAT', 'APARTMENT']) {
      const res = await service.call('GET', `/properties/admin/all?search=${tag}&type=${type}`, {
        as: ids.admin,
      });
      expect(
        res.body.data.properties.map((p: Listing) => p.id),
        type,
      ).toEqual([id.toHexString()]);
    }
  });
});

describe('parking', () => {
  it('when the form sends the amenity Parking without parkingAvailable, then both say parking, and the parking filter and the amenity filter agree', async () => {
    const tag = `Prk${Date.now()}`;
    const withAmenity = await create({ title: `${tag} amenity`, amenities: 'Parking,Lift' });
    const withFlag = await create({
      title: `${tag} flag`,
      amenities: 'Lift',
      parkingAvailable: 'true',
    });
    const without = await create({ title: `${tag} none`, amenities: 'Lift' });
    for (const listing of [withAmenity, withFlag]) {
      expect(parkingOf(listing)).toEqual({ parking: true, amenity: true });
      expect(parkingOf(await detail(listing.id))).toEqual({ parking: true, amenity: true });
    }
    expect(parkingOf(without)).toEqual({ parking: false, amenity: false });
    const ids = (list: Listing[]) => list.map((p) => p.id).sort();
    const parked = [withAmenity.id, withFlag.id].sort();
    expect(ids(await search(`location=${tag}&parkingAvailable=true`))).toEqual(parked);
    expect(ids(await search(`location=${tag}&amenities=Parking`))).toEqual(parked);
    expect(ids(await search(`location=${tag}&parkingAvailable=false`))).toEqual([without.id]);
  });

  it('when an edit drops the amenity, then parking goes too; when an edit sets only parkingAvailable, then the amenity follows', async () => {
    const listing = await create({ title: `Edt${Date.now()}`, amenities: 'Parking,Lift' });
    const put = async (json: Record<string, unknown>) => {
      const res = await service.call('PUT', `/properties/${listing.id}`, { as: ids.user, json });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return detail(listing.id);
    };
    const dropped = await put({ amenities: ['Lift'] });
    expect(parkingOf(dropped)).toEqual({ parking: false, amenity: false });
    const flagged = await put({ parkingAvailable: true });
    expect(parkingOf(flagged)).toEqual({ parking: true, amenity: true });
    expect(flagged.amenities).toContain('Lift');
    const cleared = await put({ parkingAvailable: false });
    expect(parkingOf(cleared)).toEqual({ parking: false, amenity: false });
  });
});
