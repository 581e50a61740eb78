import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectUpload } from './inspect-upload';
import type { UploadPolicy } from './upload-policy';

const MB = 1024 * 1024;
const photoPolicy: UploadPolicy = {
  kind: 'photo',
  maxBytes: 5 * MB,
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  messages: {
    invalidType: 'Please select an image file',
    tooLarge: 'Image size should be less than 5MB',
  },
  image: { maxDimension: 400, thumbnailDimension: 100 },
};
const proofPolicy: UploadPolicy = {
  ...photoPolicy,
  kind: 'proof',
  accept: [...photoPolicy.accept, 'application/pdf'],
};

const photoWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner', ImageDescription: 'home address' } })
    .toBuffer();

const noisePng = (side: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: { httpStatus: number; message: string }) => ({
      status: error.httpStatus,
      message: error.message,
    }),
  );

describe('inspectUpload', () => {
  it('when a text file is named like an image, then it is refused by content with the policy text', async () => {
    const text = { buffer: Buffer.from('just some text pretending to be x.png') };
    expect(await refusal(inspectUpload(text, photoPolicy))).toEqual({
      status: 400,
      message: 'Please select an image file',
    });
  });

  it('when an image is over the limit, then it is refused with 413 and the policy text', async () => {
    const big = await noisePng(1500);
    expect(big.length).toBeGreaterThan(5 * MB);
    expect(await refusal(inspectUpload({ buffer: big }, photoPolicy))).toEqual({
      status: 413,
      message: 'Image size should be less than 5MB',
    });
  });

  it('when a photo carries EXIF, then the stored copy has none and is scaled to the policy size', async () => {
    const original = await photoWithExif(1200, 800);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const accepted = await inspectUpload({ buffer: original }, photoPolicy);

    expect(accepted).toMatchObject({ kind: 'photo', ext: 'jpg', mime: 'image/jpeg' });
    const stored = await sharp(accepted.content).metadata();
    expect(stored.exif).toBeUndefined();
    expect(accepted.content.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect([stored.width, stored.height]).toEqual([400, 267]);
    const thumb = await sharp(accepted.thumbnail!).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(100);
  });

  it('when a PNG is sent, then it is re-encoded as JPEG', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    const accepted = await inspectUpload({ buffer: png }, photoPolicy);
    expect((await sharp(accepted.content).metadata()).format).toBe('jpeg');
  });

  it('when a PDF is sent to a policy that accepts PDFs, then it is kept as sent', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const accepted = await inspectUpload({ buffer: pdf }, proofPolicy);
    expect(accepted).toMatchObject({ ext: 'pdf', mime: 'application/pdf' });
    expect(accepted.thumbnail).toBeUndefined();
    expect(accepted.content.equals(pdf)).toBe(true);
  });

  it('when a PDF is sent to an image-only policy, then it is refused as the wrong type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect((await refusal(inspectUpload({ buffer: pdf }, photoPolicy))).status).toBe(400);
  });

  it('when a file has image magic bytes but a broken body, then it is refused as not an image', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await refusal(inspectUpload({ buffer: broken }, photoPolicy))).toEqual({
      status: 400,
      message: 'Please select an image file',
    });
  });
});

describe('inspectUpload with a minimum picture (listing photos, issue 26)', () => {
  const listingPhoto: UploadPolicy = {
    ...photoPolicy,
    messages: { ...photoPolicy.messages, tooSmall: 'too small', nearlyBlank: 'blank' },
    image: { maxDimension: 2400, minimum: { long: 400, short: 300, refuseNearlyBlank: true } },
  };
  const refusalCode = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: { httpStatus: number; code: string; message: string }) =>
        `${error.httpStatus} ${error.code} ${error.message}`,
    );

  it('when a photo is 1×1 pixel, then it is refused as too small', async () => {
    const tiny = await noisePng(1);
    expect(await refusalCode(inspectUpload({ buffer: tiny }, listingPhoto))).toBe(
      '400 IMAGE_TOO_SMALL too small',
    );
  });

  it('when a large enough photo is one flat colour, then it is refused as nearly blank', async () => {
    const flat = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#7a9e3d' },
    })
      .jpeg()
      .toBuffer();
    expect(await refusalCode(inspectUpload({ buffer: flat }, listingPhoto))).toBe(
      '400 IMAGE_NEARLY_BLANK blank',
    );
  });

  it('when a portrait photo of 300×400 with detail comes, then it is accepted', async () => {
    const portrait = await sharp(await noisePng(400))
      .resize(300, 400, { fit: 'fill' })
      .jpeg()
      .toBuffer();
    expect(await refusalCode(inspectUpload({ buffer: portrait }, listingPhoto))).toBe('accepted');
  });

  it('when a policy sets no minimum, then a 1×1 image is still accepted (profile pictures)', async () => {
    expect(await refusalCode(inspectUpload({ buffer: await noisePng(1) }, photoPolicy))).toBe(
      'accepted',
    );
  });
});
