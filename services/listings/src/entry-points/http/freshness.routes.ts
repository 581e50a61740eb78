import { ownerPropertySchema } from '@ghar/contracts/http';
import { actionContextOf, apiRouter, requireUser, sendOk, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import { confirmAvailable } from '../../domain/freshness-confirm';
import type { ListingsDeps } from '../../domain/ports';
import { ownerViewOf } from '../../domain/property-views';

/** "Is this still available?": the owner's one-click answer (issue 10 item 6). */
export function freshnessRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'post',
      path: '/properties/:id/confirm-available',
      access: 'owner-or-admin',
      summary: 'Confirm a listing is still available (back in search, asked again in 30 days)',
      tags: ['properties'],
      params: z.object({ id: z.string() }),
      response: ownerPropertySchema,
      responses: [404],
    },
    async (req, res) => {
      const { userId, role } = requireUser(req);
      const record = await confirmAvailable(
        deps,
        req.params.id,
        { userId, role },
        actionContextOf(req),
      );
      sendOk(res, ownerViewOf(record));
    },
  );

  return api;
}
