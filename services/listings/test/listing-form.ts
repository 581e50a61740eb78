import { readdir } from 'node:fs/promises';
import sharp from 'sharp';

/** A small real photo (the service judges files by content), with EXIF to prove it is dropped. */
export const photo = (background = '#7a9e3d') =>
  sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .toBuffer();

export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A RENT flat as the web's form sends it: every value a string. */
export const rentFlat = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: '2 BHK near Lake Palace',
  description: 'Bright flat with a balcony.',
  type: 'APARTMENT',
  action: 'RENT',
  registeredAs: 'OWNER',
  city: 'Udaipur',
  state: 'Rajasthan',
  locality: 'Fatehpura',
  area: '950',
  bhk: '2',
  perMonthCharges: '18000',
  amenities: 'Parking,Lift',
  mobileNumber: '9829012345',
  listingFeeReference: 'GHAR-AB12CD34',
  ...overrides,
});

export interface FormFile {
  field: string;
  content: Buffer;
  name: string;
  type?: string;
}

export function formOf(fields: Record<string, string>, files: FormFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

/** What a complete listing carries: a photo, a registry PDF and the fee's proof. */
export const completeFiles = async (): Promise<FormFile[]> => [
  { field: 'mediaFiles', content: await photo(), name: 'front.jpg', type: 'image/jpeg' },
  { field: 'registryImage', content: pdf(), name: 'registry.pdf', type: 'application/pdf' },
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
