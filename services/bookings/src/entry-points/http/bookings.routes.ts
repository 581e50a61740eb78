import {
  adminBookingsResponseSchema,
  bookingConfirmBodySchema,
  bookingCreateSchema,
  bookingListQuerySchema,
  bookingStatsSchema,
  bookingViewSchema,
  deletedBookingSchema,
  myBookingsResponseSchema,
  ownBookingsQuerySchema,
  ownerBookingsResponseSchema,
} from '@ghar/contracts/http';
import {
  actionContextOf,
  actorOf,
  apiRouter,
  requireUser,
  sendOk,
  uploadedFile,
  type ApiRouter,
} from '@ghar/platform';
import type { Response } from 'express';
import { confirmPayment } from '../../domain/confirm-payment';
import { createBooking } from '../../domain/create-booking';
import type { BookingsDeps } from '../../domain/ports';
import { BOOKING_PROOF } from '../../domain/proof-policy';
import {
  bookingStats,
  deleteBooking,
  getBooking,
  listAdminBookings,
  myBookings,
  bookingsOfMyProperties,
  viewBookings,
  type Paged,
} from '../../domain/read-bookings';
import { idParams, tags } from './request-context';

export const HAS_MORE_HEADER = 'X-Has-More';

/** A page of a list the spec answers as a plain array: whether another follows, in a header. */
function sendPage<T>(res: Response, page: Paged<T>): void {
  res.setHeader(HAS_MORE_HEADER, String(page.hasMore));
  sendOk(res, page.items);
}

/** The booker's calls and the admin's reads (issue 11 items 2 and 4, part 2 §7 Bookings). */
export function bookingsRoutes(deps: BookingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'post',
      path: '/bookings/create',
      access: 'signed-in',
      summary:
        'Book a FREE property: payment reference and proof (image or PDF ≤ 5 MB), optional dealer code',
      tags,
      multipart: {
        fields: bookingCreateSchema,
        files: { paymentProof: { policy: BOOKING_PROOF, required: true } },
      },
      status: 201,
      response: bookingViewSchema,
      responses: [400, 403, 404, 409, 413, 503],
    },
    async (req, res) => {
      const { userId, email } = requireUser(req);
      const record = await createBooking(
        deps,
        { userId, email },
        req.body,
        uploadedFile(req, 'paymentProof'),
        actionContextOf(req),
      );
      const [view] = await viewBookings(deps, [record], userId);
      sendOk(res, view, 201);
    },
  );

  api.route(
    {
      method: 'post',
      path: '/bookings/confirm',
      access: 'signed-in',
      summary: "The booker's confirmation that the payment of their PENDING booking was made",
      tags,
      body: bookingConfirmBodySchema,
      response: bookingViewSchema,
      responses: [400, 403, 404, 409],
    },
    async (req, res) => {
      const actor = actorOf(req);
      const record = await confirmPayment(deps, req.body.bookingId, actor);
      const [view] = await viewBookings(deps, [record], actor.userId);
      sendOk(res, view);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/bookings/my-bookings',
      access: 'signed-in',
      summary: `The caller's bookings, newest first, with their timeline: a page (at most 100; ${HAS_MORE_HEADER} says whether more follow)`,
      tags,
      query: ownBookingsQuerySchema,
      response: myBookingsResponseSchema,
    },
    async (req, res) => sendPage(res, await myBookings(deps, actorOf(req), req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/bookings/for-my-properties',
      access: 'signed-in',
      summary: `CONFIRMED bookings of the caller's listings, with each booker's contact: a page (at most 100; ${HAS_MORE_HEADER} says whether more follow)`,
      tags,
      query: ownBookingsQuerySchema,
      response: ownerBookingsResponseSchema,
    },
    async (req, res) => sendPage(res, await bookingsOfMyProperties(deps, actorOf(req), req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/bookings/stats',
      access: 'admin',
      summary: 'Bookings Management cards: total, pending, confirmed, revenue (CONFIRMED amounts)',
      tags,
      response: bookingStatsSchema,
    },
    async (_req, res) => sendOk(res, await bookingStats(deps)),
  );

  api.route(
    {
      method: 'get',
      path: '/bookings',
      access: 'admin',
      summary: 'Bookings Management: a page, newest first (status, search), with conflict counts',
      tags,
      query: bookingListQuerySchema,
      response: adminBookingsResponseSchema,
    },
    async (req, res) => sendOk(res, await listAdminBookings(deps, req.query, actorOf(req))),
  );

  api.route(
    {
      method: 'get',
      path: '/bookings/:id',
      access: 'owner-or-admin',
      summary: 'One booking with its timeline (the booker or an admin)',
      tags,
      params: idParams,
      response: bookingViewSchema,
      responses: [404],
    },
    async (req, res) => sendOk(res, await getBooking(deps, req.params.id, actorOf(req))),
  );

  api.route(
    {
      method: 'delete',
      path: '/bookings/:id',
      access: 'admin',
      summary: 'Delete a CANCELLED or EXPIRED booking and its proof (409 otherwise)',
      tags,
      params: idParams,
      response: deletedBookingSchema,
      responses: [404, 409],
    },
    async (req, res) => {
      await deleteBooking(deps, req.params.id, actorOf(req));
      sendOk(res, { id: req.params.id });
    },
  );

  return api;
}
