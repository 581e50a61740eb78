import { multipartForm, startTestService, type TestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import type { ListingsDeps } from '../src/domain/ports';
import { HOUR_MS, sweepUnclaimedPhotos } from '../src/domain/sweep-unclaimed-photos';
import { fileNameOf, filesUnder, photo } from './listing-form';

type Instance = TestService & { built: { listings: ListingsDeps } };

let service: Instance;

beforeAll(async () => {
  service = (await startTestService(listingsService)) as unknown as Instance;
});
afterAll(async () => {
  await service?.close();
});

/** The sweep as the hourly job runs it, with the service's clock moved on by some hours. */
const sweepAfter = (hours: number) => {
  service.built.listings.clock.now = () => new Date(Date.now() + hours * HOUR_MS);
  return sweepUnclaimedPhotos(service.built.listings, 24);
};

describe('photos uploaded for an edit that never used them', () => {
  it('when no edit takes an uploaded photo within 24 hours, then it and its sizes are removed; before that it stays', async () => {
    const upload = await service.call('POST', '/properties/upload-image', {
      as: service.identities.user,
      form: multipartForm({}, [
        { field: 'image', content: await photo('#556677'), name: 'kept.jpg' },
      ]),
    });
    expect(upload.status).toBe(201);
    const sizes = [
      upload.body.data.media.medium.jpeg,
      upload.body.data.media.medium.webp,
      upload.body.data.media.thumb.jpeg,
      upload.body.data.media.thumb.webp,
    ].map(fileNameOf);
    expect(await filesUnder(service.uploadsDir)).toEqual(expect.arrayContaining(sizes));

    expect(await sweepAfter(23)).toEqual({ removed: 0 });
    expect(await filesUnder(service.uploadsDir)).toEqual(expect.arrayContaining(sizes));

    expect(await sweepAfter(25)).toEqual({ removed: 1 });
    const onDisk = await filesUnder(service.uploadsDir);
    for (const size of sizes) expect(onDisk).not.toContain(size);
    expect(await sweepAfter(25)).toEqual({ removed: 0 });
  });
});
