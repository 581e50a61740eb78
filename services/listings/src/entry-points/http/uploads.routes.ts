import { apiRouter, uploadsRouter, type ApiRouter, type UploadStore } from '@ghar/platform';
import { LISTING_PHOTO } from '../../domain/listing-file-policies';

/** `/uploads/listings/photos/...`, forwarded unchanged by the gateway: listing photos are public. */
export function uploadsRoutes(uploads: UploadStore): ApiRouter {
  const api = apiRouter();
  api.route(
    {
      method: 'get',
      path: `${uploads.urlBase}/${LISTING_PHOTO.kind}/:fileName`,
      access: 'visitor',
      summary: 'A listing photo: medium or -thumb, .webp or .jpg',
      tags: ['uploads'],
      produces: 'image/jpeg',
      responses: [404],
    },
    uploadsRouter(uploads, { [LISTING_PHOTO.kind]: { access: 'public' } }),
  );
  return api;
}
