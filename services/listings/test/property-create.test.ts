import type { EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { startTestService, type TestService } from '@ghar/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { minimalPdf, multipartForm } from '@ghar/testing';
import { completeFiles, filesUnder, photo, rentFlat } from './listing-form';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(listingsService);
});
afterAll(() => service?.close());

const create = (fields: Record<string, string>, files: Parameters<typeof multipartForm>[1] = []) =>
  service.call('POST', '/properties', {
    as: service.identities.user,
    form: multipartForm(fields, files),
  });

const ofType = (events: EventEnvelope[], type: string, propertyId: string) =>
  events.find((event) => event.type === type && event.subject === propertyId);

describe('POST /properties', () => {
  it('when a signed-in user sends a complete RENT flat, then it is listed FREE with its files and both events', async () => {
    const res = await create(rentFlat(), await completeFiles());
    expect(res.status).toBe(201);
    const listing = res.body.data;
    expect(listing).toMatchObject({
      title: '2 BHK near Lake Palace',
      status: 'FREE',
      perMonthCharges: 18000,
      bhk: 2,
      amenities: ['Parking', 'Lift'],
      ownerId: service.identities.user.userId,
      listingFeeReference: 'GHAR-AB12CD34',
    });
    expect(listing.media).toHaveLength(1);
    expect(listing.mediaUrls[0]).toMatch(/^\/uploads\/listings\/photos\/[a-f0-9]{32}\.jpg$/);
    expect(listing.registryImage[0]).toMatch(/^\/uploads\/listings\/documents\/[a-f0-9]{32}\.pdf$/);
    expect(listing.listingFeeProof).toMatch(/^\/uploads\/listings\/documents\/[a-f0-9]{32}\.jpg$/);

    // Photos are public and lose their EXIF; the search shows the listing at once.
    const served = await service.call('GET', listing.mediaUrls[0]);
    expect(served.status).toBe(200);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    const search = await service.call('GET', '/properties');
    expect(search.body.data.properties.map((p: { id: string }) => p.id)).toContain(listing.id);

    const { events } = await service.readEvents(
      (all) =>
        Boolean(ofType(all, 'PropertyAdded', listing.id)) &&
        Boolean(ofType(all, 'ListingFeeSubmitted', listing.id)),
    );
    expect(ofType(events, 'ListingFeeSubmitted', listing.id)?.data).toMatchObject({
      propertyId: listing.id,
      ownerId: service.identities.user.userId,
      ownerEmail: service.identities.user.email,
      amount: 100,
      reference: 'GHAR-AB12CD34',
      proofUrl: listing.listingFeeProof,
    });
    const added = JSON.stringify(ofType(events, 'PropertyAdded', listing.id));
    expect(added).not.toContain('/uploads/listings/documents/');
    expect(added).not.toContain('9829012345');
  });

  it('when every field and file is missing, then 400 lists each spec text named by its field', async () => {
    const res = await create({ type: 'APARTMENT', action: 'LEASE', registeredAs: 'OTHER' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        `title: ${V.titleRequired}`,
        `description: ${V.descriptionRequired}`,
        `city: ${V.cityRequired}`,
        `state: ${V.stateRequired}`,
        `locality: ${V.localityRequired}`,
        `area: ${V.areaRequired}`,
        `mobileNumber: ${V.mobileNumberRequired}`,
        `bhk: ${V.bhkRequired}`,
        `perMonthCharges: ${V.leaseChargesRequired}`,
        `leaseDuration: ${V.leaseDurationRequired}`,
        `registeredAsDescription: ${V.registeredAsDescriptionRequired}`,
        `mediaFiles: ${V.atLeastOneImage}`,
        `registryImage: ${V.atLeastOneRegistryDocument}`,
        `listingFeeProof: ${V.paymentProofRequired}`,
      ]),
    );
    expect(res.body.error).toBe(res.body.errors[0]);
  });

  it.each([
    [{ type: '', action: '' }, [`type: ${V.typeRequired}`, `action: ${V.actionRequired}`]],
    [{ action: 'SELL', price: '0', perMonthCharges: '' }, [`price: ${V.priceRequired}`]],
    [{ perMonthCharges: '' }, [`perMonthCharges: ${V.monthlyRentRequired}`]],
    [{ mobileNumber: '12345' }, [`mobileNumber: ${V.mobileInvalid}`]],
    [
      { listingFeeReference: 'ref with spaces' },
      [`listingFeeReference: ${V.listingFeeReferenceInvalid}`],
    ],
    // Issue 23: plain decimals only, and realistic ceilings.
    [{ action: 'SELL', price: '1e300', perMonthCharges: '' }, [`price: ${V.priceRequired}`]],
    [{ action: 'SELL', price: '0x10', perMonthCharges: '' }, [`price: ${V.priceRequired}`]],
    [{ action: 'SELL', price: '10000000001', perMonthCharges: '' }, [`price: ${V.amountTooLarge}`]],
    [{ area: '1e308' }, [`area: ${V.areaRequired}`]],
    [{ area: '10000001' }, [`area: ${V.areaTooLarge}`]],
    [{ bhk: '1000000000' }, [`bhk: ${V.bhkTooLarge}`]],
    [{ numberOfRooms: '101' }, [`numberOfRooms: ${V.roomsTooLarge}`]],
    [{ noticePeriod: '25' }, [`noticePeriod: ${V.noticePeriodTooLong}`]],
    [
      { action: 'LEASE', perMonthCharges: '1200000', leaseDuration: '1201' },
      [`leaseDuration: ${V.leaseDurationTooLong}`],
    ],
    [{ bookingCharges: 'Infinity' }, [`bookingCharges: ${V.numberInvalid}`]],
  ])('when the form sends %o, then 400 names %o', async (overrides, expected) => {
    const res = await create(rentFlat(overrides), await completeFiles());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(expected);
  });

  it('when amounts carry fractions of a paisa, then they are stored rounded to the paisa', async () => {
    const res = await create(
      rentFlat({ perMonthCharges: '18000.456', bookingCharges: '0.001' }),
      await completeFiles(),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ perMonthCharges: 18000.46, bookingCharges: 0 });
  });

  it('when a plot has no BHK, then it is listed: BHK is asked of homes only', async () => {
    const res = await create(
      rentFlat({ type: 'PLOT', bhk: '', action: 'SELL', price: '2500000', perMonthCharges: '' }),
      await completeFiles(),
    );
    expect(res.status).toBe(201);
  });

  it('when files are of the wrong kind, then each is refused by content with its text and nothing is kept', async () => {
    const before = await filesUnder(service.uploadsDir);
    const text = Buffer.from('just some text pretending to be an image');
    const res = await create(rentFlat(), [
      { field: 'mediaFiles', content: await photo(), name: 'good.jpg' },
      { field: 'mediaFiles', content: text, name: 'fake.png', type: 'image/png' },
      { field: 'registryImage', content: text, name: 'registry.pdf', type: 'application/pdf' },
      { field: 'listingFeeProof', content: minimalPdf(), name: 'proof.pdf' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      `mediaFiles: ${V.notAnImageFile('fake.png')}`,
      `registryImage: ${ERROR_MESSAGES.invalidFileType}`,
      `listingFeeProof: ${V.paymentProofNotImage}`,
    ]);
    expect(await filesUnder(service.uploadsDir)).toEqual(before);
  });

  it('when six photos are sent, then 400 says at most five', async () => {
    const six = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => ({
        field: 'mediaFiles',
        content: await photo(),
        name: `p${index}.jpg`,
      })),
    );
    const [, ...rest] = await completeFiles();
    const res = await create(rentFlat(), [...six, ...rest]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`mediaFiles: ${V.maxImages}`]);
  });

  it('when the fee proof is over 5 MB, then 413 with the payment proof text', async () => {
    const noise = await sharp({
      create: {
        width: 1500,
        height: 1500,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const [photoFile, registry] = await completeFiles();
    const res = await create(rentFlat(), [
      photoFile!,
      registry!,
      { field: 'listingFeeProof', content: noise, name: 'big.png' },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual([`listingFeeProof: ${V.paymentProofTooLarge}`]);
  });

  it("when mediaUrls names a photo the owner uploaded beforehand, then it is the listing's photo; a foreign URL is refused", async () => {
    const upload = await service.call('POST', '/properties/upload-image', {
      as: service.identities.user,
      form: multipartForm({}, [
        { field: 'image', content: await photo('#335577'), name: 'pre.jpg' },
      ]),
    });
    expect(upload.status).toBe(201);
    const [, registry, proof] = await completeFiles();
    const foreign = await create(
      rentFlat({
        mediaUrls: JSON.stringify(['/uploads/listings/photos/' + 'b'.repeat(32) + '.jpg']),
      }),
      [registry!, proof!],
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([`mediaUrls: ${V.fileNotOfProperty}`]);

    const res = await create(rentFlat({ mediaUrls: JSON.stringify([upload.body.data.url]) }), [
      registry!,
      proof!,
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.media).toEqual([upload.body.data.media]);
    // Taken once: another listing cannot claim the same upload.
    const again = await create(rentFlat({ mediaUrls: JSON.stringify([upload.body.data.url]) }), [
      registry!,
      proof!,
    ]);
    expect(again.status).toBe(400);
  });

  it('when a visitor sends the form, then 401 and nothing is read', async () => {
    const res = await service.call('POST', '/properties', {
      form: multipartForm(rentFlat(), await completeFiles()),
    });
    expect(res.status).toBe(401);
  });
});
