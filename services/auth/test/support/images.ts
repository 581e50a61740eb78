import sharp from 'sharp';

/** A small real JPEG carrying EXIF that must not survive the upload. */
export const photo = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'exif-marker-do-not-keep' } })
    .toBuffer();

/** A real PNG of random noise just over 6 MB (noise does not compress). */
export async function sixMegabyteImage(): Promise<Buffer> {
  const image = await sharp({
    create: {
      width: 1500,
      height: 1500,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (image.length < 6 * 1024 * 1024) throw new Error(`test image only ${image.length} bytes`);
  return image;
}

export const textPretendingToBePng = () =>
  Buffer.from('this is plain text, named x.png\n'.repeat(20));
