import { apiRouter, uploadsRouter, type ApiRouter, type UploadStore } from '@ghar/platform';
import { PHOTO_KIND } from '../../data-access/listing-photos';

/** `/uploads/listings/photos/...`, forwarded unchanged by the gateway: listing photos are public. */
export function uploadsRoutes(uploads: UploadStore): ApiRouter {
  const api = apiRouter();
  api.route(
    {
      method: 'get',
      path: `${uploads.urlBase}/${PHOTO_KIND}/:fileName`,
      access: 'visitor',
      summary: 'A listing photo: medium or -thumb, .webp or .jpg',
      tags: ['uploads'],
      produces: 'image/jpeg',
      responses: [404],
    },
    uploadsRouter(uploads, { [PHOTO_KIND]: { access: 'public' } }),
  );
  return api;
}
