import type { EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import {
  minimalPdf,
  multipartForm,
  startTestService,
  type FormFile,
  type TestService,
} from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { propertyBookingModel } from '../src/data-access/active-bookings-store';
import { completeFiles, fileNameOf, filesUnder, photo, rentFlat } from './listing-form';

let service: TestService;
let ids: TestService['identities'];

beforeAll(async () => {
  service = await startTestService(listingsService);
  ids = service.identities;
});
afterAll(() => service?.close());

interface Listing {
  id: string;
  title: string;
  status: string;
  media: { medium: { jpeg: string; webp: string }; thumb: { jpeg: string } }[];
  mediaUrls: string[];
  registryImage: string[];
  otherDocuments: string[];
  electricityBillImage?: string;
  waterBillImage?: string;
  listingFeeProof?: string;
}

/** A listing of `ids.user` with two photos, a registry PDF, a bill, another document and the proof. */
async function listed(title = 'Flat to manage'): Promise<Listing> {
  const files: FormFile[] = [
    ...(await completeFiles()),
    { field: 'mediaFiles', content: await photo('#aa3300'), name: 'back.jpg' },
    { field: 'electricityBillImage', content: await photo('#eeeeee'), name: 'bill.jpg' },
    { field: 'otherDocuments', content: minimalPdf(), name: 'noc.pdf' },
  ];
  const res = await service.call('POST', '/properties', {
    as: ids.user,
    form: multipartForm(rentFlat({ title }), files),
  });
  expect(res.status).toBe(201);
  return res.body.data as Listing;
}

const put = (id: string, opts: { form?: FormData; json?: unknown }, as = ids.user) =>
  service.call('PUT', `/properties/${id}`, { as, ...opts });

const ofType = (events: EventEnvelope[], type: string, id: string) =>
  events.filter((event) => event.type === type && event.subject === id);

describe('private documents', () => {
  it('when a document is asked for, then only its owner and admins get it; photos stay public and public views hide documents', async () => {
    const listing = await listed();
    const documents = [
      listing.registryImage[0]!,
      listing.otherDocuments[0]!,
      listing.electricityBillImage!,
      listing.listingFeeProof!,
    ];
    for (const url of documents) {
      expect(url).toMatch(/^\/uploads\/listings\/documents\//);
      expect((await service.call('GET', url)).status).toBe(401);
      const other = await service.call('GET', url, { as: ids.otherUser });
      expect(other.status).toBe(403);
      expect(other.headers.get('content-type')).toContain('json');
      expect((await service.call('GET', url, { as: ids.user })).status).toBe(200);
      expect((await service.call('GET', url, { as: ids.admin })).status).toBe(200);
    }
    expect((await service.call('GET', listing.mediaUrls[0]!)).status).toBe(200);

    const publicView = JSON.stringify(
      (await service.call('GET', `/properties/${listing.id}`)).body,
    );
    const search = JSON.stringify((await service.call('GET', '/properties')).body);
    for (const text of [publicView, search]) {
      expect(text).not.toContain('/uploads/listings/documents/');
      expect(text).not.toContain('GHAR-AB12CD34');
    }
  });
});

describe('PUT /properties/:id', () => {
  it('when the owner drops a photo and a document and adds a photo, then the dropped files leave storage after the write', async () => {
    const listing = await listed();
    const [kept, dropped] = listing.media;
    const form = multipartForm(
      {
        title: 'Flat to manage, repainted',
        existingImageUrls: JSON.stringify([kept!.medium.jpeg]),
        existingRegistryUrls: JSON.stringify(listing.registryImage),
        existingElectricityBillImage: listing.electricityBillImage!,
        existingOtherDocuments: '[]',
      },
      [{ field: 'mediaFiles', content: await photo('#0055aa'), name: 'new.jpg' }],
    );
    const res = await put(listing.id, { form });
    expect(res.status).toBe(200);
    const edited = res.body.data as Listing;
    expect(edited.title).toBe('Flat to manage, repainted');
    expect(edited.media).toHaveLength(2);
    expect(edited.media[0]!.medium.jpeg).toBe(kept!.medium.jpeg);
    expect(edited.registryImage).toEqual(listing.registryImage);
    expect(edited.electricityBillImage).toBe(listing.electricityBillImage);
    expect(edited.otherDocuments).toEqual([]);
    expect(edited.listingFeeProof).toBe(listing.listingFeeProof);

    const onDisk = await filesUnder(service.uploadsDir);
    expect(onDisk).not.toContain(fileNameOf(dropped!.medium.jpeg));
    expect(onDisk).not.toContain(fileNameOf(dropped!.thumb.jpeg));
    expect(onDisk).not.toContain(fileNameOf(listing.otherDocuments[0]!));
    expect(onDisk).toContain(fileNameOf(kept!.medium.jpeg));
    expect(onDisk).toContain(fileNameOf(edited.media[1]!.medium.jpeg));

    const { events } = await service.readEvents(
      (all) => ofType(all, 'PropertyUpdated', listing.id).length > 0,
    );
    expect(ofType(events, 'PropertyUpdated', listing.id)[0]!.data).toMatchObject({
      title: 'Flat to manage, repainted',
    });
  });

  it('when a multipart edit leaves the kept-file fields out, then every stored file stays', async () => {
    const listing = await listed();
    const res = await put(listing.id, { form: multipartForm({ title: 'Only the title changes' }) });
    expect(res.status).toBe(200);
    const edited = res.body.data as Listing;
    expect(edited.title).toBe('Only the title changes');
    expect(edited.mediaUrls).toEqual(listing.mediaUrls);
    expect(edited.registryImage).toEqual(listing.registryImage);
    expect(edited.otherDocuments).toEqual(listing.otherDocuments);
    expect(edited.electricityBillImage).toBe(listing.electricityBillImage);
    const onDisk = await filesUnder(service.uploadsDir);
    expect(onDisk).toContain(fileNameOf(listing.otherDocuments[0]!));
    expect(onDisk).toContain(fileNameOf(listing.media[1]!.medium.jpeg));
  });

  it('when a multipart edit sends a bill field blank, then that bill is dropped', async () => {
    const listing = await listed();
    const res = await put(listing.id, {
      form: multipartForm({ existingElectricityBillImage: '' }),
    });
    expect(res.status).toBe(200);
    expect((res.body.data as Listing).electricityBillImage).toBeUndefined();
    expect(await filesUnder(service.uploadsDir)).not.toContain(
      fileNameOf(listing.electricityBillImage!),
    );
  });

  it("when an edit keeps a file that is not this listing's, then 400 names it and nothing changes", async () => {
    const mine = await listed();
    const another = await listed('Another flat');
    const res = await put(mine.id, {
      form: multipartForm({
        existingImageUrls: JSON.stringify(mine.mediaUrls),
        existingRegistryUrls: JSON.stringify(another.registryImage),
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`existingRegistryUrls: ${V.fileNotOfProperty}`]);
    const after = (await service.call('GET', `/properties/${mine.id}`, { as: ids.user })).body.data;
    expect(after.registryImage).toEqual(mine.registryImage);
  });

  it('when an edit breaks a form rule, then 400 names the field and new files are not kept', async () => {
    const listing = await listed();
    const before = await filesUnder(service.uploadsDir);
    const res = await put(listing.id, {
      form: multipartForm({ action: 'SELL', price: '', title: '' }, [
        { field: 'mediaFiles', content: await photo(), name: 'x.jpg' },
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`title: ${V.titleRequired}`, `price: ${V.priceRequired}`]);
    expect(await filesUnder(service.uploadsDir)).toEqual(before);
  });

  it('when an edit sends a number in exponent or hex form or past its ceiling, then 400 names it and nothing changes', async () => {
    const listing = await listed();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ action: 'SELL', price: '1e300' }, [`price: ${V.priceRequired}`]],
      [{ action: 'SELL', price: '0x10' }, [`price: ${V.priceRequired}`]],
      [{ action: 'SELL', price: 1e300 }, [`price: ${V.amountTooLarge}`]],
      [{ area: 1e308, bhk: 1_000_000_000 }, [`area: ${V.areaTooLarge}`, `bhk: ${V.bhkTooLarge}`]],
      [
        { noticePeriod: '99', numberOfRooms: '500' },
        [`noticePeriod: ${V.noticePeriodTooLong}`, `numberOfRooms: ${V.roomsTooLarge}`],
      ],
    ];
    for (const [json, expected] of cases) {
      const res = await put(listing.id, { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.errors).toEqual(expected);
    }
    const after = (await service.call('GET', `/properties/${listing.id}`, { as: ids.user })).body
      .data;
    expect(after).toMatchObject({ action: 'RENT', area: 950, bhk: 2 });
  });

  it('when another user edits, then 403; a missing listing is 404', async () => {
    const listing = await listed();
    expect((await put(listing.id, { json: { title: 'Mine now' } }, ids.otherUser)).status).toBe(
      403,
    );
    const missing = await put('0123456789abcdef01234567', { json: { title: 'x' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(ERROR_MESSAGES.propertyNotFound);
  });

  it("when the admin modal sends JSON with an uploaded photo in mediaUrls, then the listing's photos are exactly those", async () => {
    const listing = await listed();
    const upload = await service.call('POST', '/properties/upload-image', {
      as: ids.admin,
      form: multipartForm({}, [
        { field: 'image', content: await photo('#552288'), name: 'admin.jpg' },
      ]),
    });
    expect(upload.status).toBe(201);
    expect(upload.body.data.media.thumb.webp).toMatch(/-thumb\.webp$/);
    const res = await put(
      listing.id,
      {
        json: {
          title: 'Edited by the admin',
          price: 21000,
          location: 'Fatehpura, Udaipur',
          mediaUrls: [listing.mediaUrls[1], upload.body.data.url],
        },
      },
      ids.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.mediaUrls).toEqual([listing.mediaUrls[1], upload.body.data.url]);
    expect(res.body.data.registryImage).toEqual(listing.registryImage);
    expect(await filesUnder(service.uploadsDir)).not.toContain(fileNameOf(listing.mediaUrls[0]!));

    const stranger = await put(
      listing.id,
      { json: { mediaUrls: ['/uploads/listings/photos/' + 'a'.repeat(32) + '.jpg'] } },
      ids.admin,
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors).toEqual([`mediaUrls: ${V.fileNotOfProperty}`]);
  });

  it('when the admin toggles the status, then it changes with PropertyStatusChanged and leaves the default search; the owner may not', async () => {
    const listing = await listed('Toggled flat');
    expect((await put(listing.id, { json: { status: 'BOOKED' } })).status).toBe(403);
    const res = await put(listing.id, { json: { status: 'BOOKED' } }, ids.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('BOOKED');
    const search = await service.call('GET', '/properties');
    expect(search.body.data.properties.map((p: Listing) => p.id)).not.toContain(listing.id);
    const { events } = await service.readEvents(
      (all) => ofType(all, 'PropertyStatusChanged', listing.id).length > 0,
    );
    expect(ofType(events, 'PropertyStatusChanged', listing.id)[0]!.data).toMatchObject({
      status: 'BOOKED',
      previousStatus: 'FREE',
    });
    expect(ofType(events, 'PropertyUpdated', listing.id)).toEqual([]);
    const back = await put(listing.id, { json: { status: 'FREE' } }, ids.admin);
    expect(back.body.data.status).toBe('FREE');
  });
});

describe('DELETE /properties/:id', () => {
  it('when a listing has a pending booking, then 409; once none is active, its owner deletes it with its files', async () => {
    const listing = await listed('Flat to delete');
    const bookings = propertyBookingModel(service.infra.conn);
    await bookings.create({
      propertyId: listing.id,
      bookingId: `b-${listing.id}`,
      status: 'PENDING',
      stage: 1,
    });
    const refused = await service.call('DELETE', `/properties/${listing.id}`, { as: ids.user });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(ERROR_MESSAGES.propertyHasActiveBookings);

    await bookings.updateOne(
      { bookingId: `b-${listing.id}` },
      { $set: { status: 'CANCELLED', stage: 9 } },
    );
    expect(
      (await service.call('DELETE', `/properties/${listing.id}`, { as: ids.otherUser })).status,
    ).toBe(403);
    const res = await service.call('DELETE', `/properties/${listing.id}`, { as: ids.user });
    expect(res.status).toBe(200);
    expect((await service.call('GET', `/properties/${listing.id}`)).status).toBe(404);
    const onDisk = await filesUnder(service.uploadsDir);
    for (const url of [...listing.mediaUrls, ...listing.registryImage, listing.listingFeeProof!]) {
      expect(onDisk).not.toContain(fileNameOf(url));
    }
    const { events } = await service.readEvents(
      (all) => ofType(all, 'PropertyDeleted', listing.id).length > 0,
    );
    expect(ofType(events, 'PropertyDeleted', listing.id)).toHaveLength(1);
  });
});

describe('GET /properties/admin/all', () => {
  it('when an admin filters, then every status comes back newest first with a total; others get 403', async () => {
    const tag = `Adm${Date.now()}`;
    const first = await listed(`${tag} one`);
    const second = await listed(`${tag} two`);
    await put(first.id, { json: { status: 'BOOKED' } }, ids.admin);
    const page = await service.call('GET', `/properties/admin/all?search=${tag}`, {
      as: ids.admin,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.properties.map((p: Listing) => p.id)).toEqual([second.id, first.id]);
    expect(page.body.data.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    const booked = await service.call('GET', `/properties/admin/all?search=${tag}&status=BOOKED`, {
      as: ids.admin,
    });
    expect(booked.body.data.properties.map((p: Listing) => p.id)).toEqual([first.id]);
    const byPlace = await service.call(
      'GET',
      `/properties/admin/all?search=${tag}&location=udaipur&type=APARTMENT&limit=1&page=2`,
      { as: ids.admin },
    );
    expect(byPlace.body.data.properties.map((p: Listing) => p.id)).toEqual([first.id]);
    expect((await service.call('GET', '/properties/admin/all', { as: ids.user })).status).toBe(403);
  });
});
