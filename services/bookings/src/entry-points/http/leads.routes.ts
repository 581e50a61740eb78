import {
  bookingLeadsPageSchema,
  leadsCountQuerySchema,
  leadsCountSchema,
  leadsPageQuerySchema,
} from '@ghar/contracts/http';
import { actorOf, apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { bookingLeads, countNewBookingLeads } from '../../domain/booking-leads';
import type { BookingsDeps } from '../../domain/ports';
import { tags } from './request-context';

/**
 * The owner's side of bookings (issue 27 item 4): the requests on the caller's own listings.
 * Registered before /bookings/:id, which would take 'leads' for an id.
 */
export function leadsRoutes(deps: BookingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/bookings/leads',
      access: 'signed-in',
      summary:
        "Booking requests on the caller's listings, newest first; the booker's contact only once CONFIRMED",
      tags,
      query: leadsPageQuerySchema,
      response: bookingLeadsPageSchema,
    },
    async (req, res) => sendOk(res, await bookingLeads(deps, actorOf(req), req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/bookings/leads/count',
      access: 'signed-in',
      summary: "Booking requests on the caller's listings since `since`, counted up to 100",
      tags,
      query: leadsCountQuerySchema,
      response: leadsCountSchema,
    },
    async (req, res) =>
      sendOk(res, await countNewBookingLeads(deps, actorOf(req), req.query.since)),
  );

  return api;
}
