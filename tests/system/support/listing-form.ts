import { multipartForm, photoJpeg, rentFlatFields, type FormFile } from '@ghar/testing';
import type { Caller } from './callers';
import { send } from './gateway-client';

/** The listing form's multipart body: a 2 BHK flat for rent in Udaipur, as the web sends it. */
export async function rentFlatForm(
  fields: Record<string, string> = {},
  files?: FormFile[],
): Promise<FormData> {
  const jpeg = await photoJpeg();
  return multipartForm(
    rentFlatFields(fields),
    files ?? [
      { field: 'mediaFiles', content: jpeg, name: 'front.jpg', type: 'image/jpeg' },
      { field: 'registryImage', content: jpeg, name: 'registry.jpg', type: 'image/jpeg' },
      { field: 'listingFeeProof', content: jpeg, name: 'upi.jpg', type: 'image/jpeg' },
    ],
  );
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
