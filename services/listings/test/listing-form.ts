import { readdir } from 'node:fs/promises';
import { minimalPdf, photoJpeg, rentFlatFields, type FormFile } from '@ghar/testing';
import sharp from 'sharp';

/** A real photo (the service judges files by content), with EXIF to prove it is dropped. */
export const photo = async (tint = '#7a9e3d') =>
  sharp(await photoJpeg(tint))
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .toBuffer();

/** A RENT flat as the web's form sends it, with the fee's UPI reference. */
export const rentFlat = (overrides: Record<string, string> = {}): Record<string, string> =>
  rentFlatFields({ amenities: 'Parking,Lift', listingFeeReference: 'GHAR-AB12CD34', ...overrides });

/** What a complete listing carries: a photo, a registry PDF and the fee's proof. */
export const completeFiles = async (): Promise<FormFile[]> => [
  { field: 'mediaFiles', content: await photo(), name: 'front.jpg', type: 'image/jpeg' },
  { field: 'registryImage', content: minimalPdf(), name: 'registry.pdf', type: 'application/pdf' },
  { field: 'listingFeeProof', content: await photo('#123456'), name: 'upi.jpg' },
];

/** Every file under a folder (the service's uploads), to prove what was kept or removed. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/** The file name of an upload URL. */
export const fileNameOf = (url: string) => url.split('/').pop()!;
