import { LIMITS } from '@ghar/contracts/constants';
import {
  limitQuery,
  paginationQuerySchema,
  paymentListSchema,
  paymentStateChangeSchema,
  paymentViewSchema,
} from '@ghar/contracts/http';
import { apiRouter, requireUser, sendOk, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import { listListingFeePayments, moveListingFeePayment } from '../../domain/listing-fee';
import type { ListingsDeps } from '../../domain/ports';

const tags = ['properties'];

/** A page of fees: the largest the API serves by default (the gateway reads pages until a short one). */
const feePageQuerySchema = paginationQuerySchema.extend({ limit: limitQuery(LIMITS.maxPageSize) });

/** Listing fees as payments for the gateway's reconciliation page (issue 13 item 5). */
export function listingFeeRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/properties/admin/fee-payments',
      access: 'admin',
      summary:
        'Listing fees as payments, newest first, a page at a time (`page`, `limit` ≤ 100; a shorter page is the last): amount, reference, proof, owner, state and history',
      tags,
      query: feePageQuerySchema,
      response: paymentListSchema,
    },
    async (req, res) => sendOk(res, await listListingFeePayments(deps, req.query)),
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
