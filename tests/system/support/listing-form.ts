import sharp from 'sharp';
import type { Caller } from './callers';
import { send } from './gateway-client';

/** A small real JPEG, for the image fields (the services judge a file by its content). */
export const smallJpeg = (background = '#7a9e3d'): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 40, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A minimal real PDF (a registry document may be an image or a PDF). */
export const smallPdf = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

export interface ListingFile {
  field: string;
  content: Buffer;
  name: string;
  type: string;
}

/** The listing form's multipart body: a 2 BHK flat for rent in Udaipur, as the web sends it. */
export async function rentFlatForm(
  fields: Record<string, string> = {},
  files?: ListingFile[],
): Promise<FormData> {
  const form = new FormData();
  const values: Record<string, string> = {
    title: 'Flat listed through the gateway',
    description: 'A sunny 2 BHK flat near the lake, listed by its owner.',
    type: 'APARTMENT',
    action: 'RENT',
    registeredAs: 'OWNER',
    city: 'Udaipur',
    state: 'Rajasthan',
    locality: 'Fatehpura',
    area: '950',
    bhk: '2',
    perMonthCharges: '18000',
    mobileNumber: '9829012345',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  const jpeg = await smallJpeg();
  const sent = files ?? [
    { field: 'mediaFiles', content: jpeg, name: 'front.jpg', type: 'image/jpeg' },
    { field: 'registryImage', content: jpeg, name: 'registry.jpg', type: 'image/jpeg' },
    { field: 'listingFeeProof', content: jpeg, name: 'upi.jpg', type: 'image/jpeg' },
  ];
  for (const file of sent)
    form.append(file.field, new Blob([file.content], { type: file.type }), file.name);
  return form;
}

/** Lists a property as `owner` through POST /api/properties; throws unless it is created. */
export async function listThroughGateway<T = { id: string }>(
  owner: Caller,
  form: FormData,
): Promise<T> {
  const answer = await send({ method: 'post', path: '/api/properties', token: owner.token, form });
  if (answer.status !== 201)
    throw new Error(`POST /api/properties answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
}
