import {
  paymentListSchema,
  paymentStateChangeSchema,
  paymentViewSchema,
} from '@ghar/contracts/http';
import { apiRouter, requireUser, sendOk, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import { listListingFeePayments, moveListingFeePayment } from '../../domain/listing-fee';
import type { ListingsDeps } from '../../domain/ports';

const tags = ['properties'];

/** Listing fees as payments for the gateway's reconciliation page (issue 13 item 5). */
export function listingFeeRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/properties/admin/fee-payments',
      access: 'admin',
      summary: 'Every listing fee as a payment: amount, reference, proof, owner, state and history',
      tags,
      response: paymentListSchema,
    },
    async (_req, res) => sendOk(res, await listListingFeePayments(deps)),
  );

  api.route(
    {
      method: 'put',
      path: '/properties/:id/fee-payment',
      access: 'admin',
      summary:
        "Move a listing fee's payment: RECEIVED → VERIFIED → REFUNDED | KEPT (409 otherwise)",
      tags,
      params: z.object({ id: z.string() }),
      body: paymentStateChangeSchema,
      response: paymentViewSchema,
      responses: [404, 409],
    },
    async (req, res) => {
      const { userId, email } = requireUser(req);
      sendOk(res, await moveListingFeePayment(deps, req.params.id, req.body, { userId, email }));
    },
  );

  return api;
}
