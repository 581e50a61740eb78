import { apiRouter, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import { findProperty } from '../../domain/get-property';
import type { ListingsDeps, PreviewCards } from '../../domain/ports';

/**
 * A listing's link-preview card (issue 28: og:image): public, cacheable for a day; pages link
 * it with `?v=<updatedAt>`, so a changed listing is a new URL.
 */
export function ogImageRoutes(deps: ListingsDeps, cards: PreviewCards): ApiRouter {
  const api = apiRouter();
  api.route(
    {
      method: 'get',
      path: '/properties/:id/og-image.jpg',
      access: 'visitor',
      summary: "A listing's 1200×630 preview card: its first photo with the price and place",
      tags: ['properties'],
      params: z.object({ id: z.string() }),
      produces: 'image/jpeg',
      responses: [404],
    },
    async (req, res) => {
      const record = await findProperty(deps, req.params.id);
      const file = await cards.fileFor(record);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      // The uploads folder may sit under a dot-folder (.data/uploads): allowed, as for photos.
      res.type('jpeg').sendFile(file, { dotfiles: 'allow' });
    },
  );
  return api;
}
