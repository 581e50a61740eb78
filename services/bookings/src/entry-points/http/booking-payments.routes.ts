import {
  bookingPaymentsQuerySchema,
  paymentListSchema,
  paymentStateChangeSchema,
  paymentViewSchema,
} from '@ghar/contracts/http';
import { apiRouter, requireUser, sendOk, type ApiRouter } from '@ghar/platform';
import { listBookingPayments, moveBookingPayment } from '../../domain/booking-payments';
import type { BookingsDeps } from '../../domain/ports';
import { idParams, tags } from './request-context';

/** Booking amounts as payments for the gateway's reconciliation page (issue 13 item 5). */
export function bookingPaymentsRoutes(deps: BookingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/bookings/admin/payments',
      access: 'admin',
      summary:
        'Booking payments, newest first, a page of at most 100 (of an IST month when asked): amount, references, proof, booker, how the booking ended, state and history',
      tags,
      query: bookingPaymentsQuerySchema,
      response: paymentListSchema,
    },
    async (req, res) => sendOk(res, await listBookingPayments(deps, req.query)),
  );

  api.route(
    {
      method: 'put',
      path: '/bookings/:id/payment',
      access: 'admin',
      summary: "Move a booking's payment: RECEIVED → VERIFIED → REFUNDED | KEPT (409 otherwise)",
      tags,
      params: idParams,
      body: paymentStateChangeSchema,
      response: paymentViewSchema,
      responses: [404, 409],
    },
    async (req, res) => {
      const { userId, email } = requireUser(req);
      sendOk(res, await moveBookingPayment(deps, req.params.id, req.body, { userId, email }));
    },
  );

  return api;
}
