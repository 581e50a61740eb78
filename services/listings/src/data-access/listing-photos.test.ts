import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createUploadStore } from '@ghar/platform';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPhotoStore, photoSizes } from './listing-photos';

const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c0703a' } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'X1' } } })
    .jpeg()
    .toBuffer();

describe('listing photo sizes', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('when a large camera photo is given, then a 400 px thumb and 1200 px medium come in WebP and JPEG without EXIF', async () => {
    const original = await cameraPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sizes = await photoSizes(original);
    expect(sizes).toMatchObject({ width: 1200, height: 800 });
    for (const [buffer, width, format] of [
      [sizes.thumb.jpeg, 400, 'jpeg'],
      [sizes.thumb.webp, 400, 'webp'],
      [sizes.medium.jpeg, 1200, 'jpeg'],
      [sizes.medium.webp, 1200, 'webp'],
    ] as const) {
      const meta = await sharp(buffer).metadata();
      expect(meta).toMatchObject({ width, format });
      expect(meta.exif).toBeUndefined();
    }
    expect(sizes.thumb.jpeg.length).toBeLessThan(sizes.medium.jpeg.length);
  });

  it('when a small photo is given, then it is not enlarged', async () => {
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#333' },
    })
      .png()
      .toBuffer();
    const sizes = await photoSizes(small);
    expect(sizes).toMatchObject({ width: 300, height: 200 });
  });

  it('when a photo is stored, then four public files exist under /uploads/listings/photos', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'listing-photos-'));
    dirs.push(root);
    const store = createUploadStore({ rootDir: root, service: 'listings' });
    const media = await createPhotoStore(store).save(await cameraPhoto());
    const urls = [media.thumb.webp, media.thumb.jpeg, media.medium.webp, media.medium.jpeg];
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/listings\/photos\/[a-f0-9]{32}(-thumb)?\.(jpg|webp)$/);
      const ref = store.parseUrl(url)!;
      expect((await stat(path.join(root, 'listings', ref.kind, ref.fileName))).isFile()).toBe(true);
    }
    await createPhotoStore(store).remove(media);
    expect(await store.locate('photos', media.thumb.jpeg.split('/').pop()!)).toBeNull();
  });
});
