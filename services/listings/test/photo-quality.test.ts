import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { multipartForm, startTestService, type TestService } from '@ghar/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsService } from '../src/build-service';
import { completeFiles, filesUnder, photo, rentFlat } from './listing-form';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(listingsService);
});
afterAll(() => service?.close());

const onePixelPng = () =>
  sharp({ create: { width: 1, height: 1, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
const flatJpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9d9d9' } })
    .jpeg()
    .toBuffer();

describe('listing photos too small or nearly one colour (issue 26)', () => {
  it('when the form carries a 1×1 photo and a flat grey one, then 400 names each and nothing is kept', async () => {
    const before = await filesUnder(service.uploadsDir);
    const [, registry, proof] = await completeFiles();
    const res = await service.call('POST', '/properties', {
      as: service.identities.user,
      form: multipartForm(rentFlat(), [
        { field: 'mediaFiles', content: await photo(), name: 'good.jpg' },
        { field: 'mediaFiles', content: await onePixelPng(), name: 'dot.png', type: 'image/png' },
        { field: 'mediaFiles', content: await flatJpeg(), name: 'wall.jpg' },
        registry!,
        proof!,
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      `mediaFiles: ${V.photoTooSmall('dot.png')}`,
      `mediaFiles: ${V.photoNearlyBlank('wall.jpg')}`,
    ]);
    expect(await filesUnder(service.uploadsDir)).toEqual(before);
  });

  it('when the admin modal uploads a 1×1 photo, then 400 with the same text', async () => {
    const res = await service.call('POST', '/properties/upload-image', {
      as: service.identities.admin,
      form: multipartForm({}, [{ field: 'image', content: await onePixelPng(), name: 'dot.png' }]),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`mediaFiles: ${V.photoTooSmall('dot.png')}`]);
  });
});
