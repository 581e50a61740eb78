import { bookingViewSchema, updateExpiredResponseSchema } from '@ghar/contracts/http';
import { actionContextOf, actorOf, apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import type { Request, Response } from 'express';
import type { ActionContext, BookingRecord } from '../../domain/booking';
import { approveBooking } from '../../domain/approve-booking';
import { expireOverdue, rejectBooking, unbookBooking } from '../../domain/booking-lifecycle';
import type { BookingsDeps } from '../../domain/ports';
import { viewBookings } from '../../domain/read-bookings';
import { idParams, tags } from './request-context';

type Transition = (deps: BookingsDeps, id: string, ctx: ActionContext) => Promise<BookingRecord>;

const TRANSITIONS: [string, Transition, string][] = [
  [
    'approve',
    approveBooking,
    'PENDING → CONFIRMED; other PENDING bookings of the property → CANCELLED',
  ],
  ['reject', rejectBooking, 'PENDING → CANCELLED'],
  ['unbook', unbookBooking, 'CONFIRMED → CANCELLED: the property is FREE again'],
];

/** The admin's decisions (issue 11 item 3): any other transition is a 409 with its text. */
export function bookingLifecycleRoutes(deps: BookingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'post',
      path: '/bookings/update-expired',
      access: 'admin',
      summary: 'Update Expired: PENDING bookings older than the pending TTL → EXPIRED',
      tags,
      response: updateExpiredResponseSchema,
    },
    async (req, res) => sendOk(res, { expired: await expireOverdue(deps, actionContextOf(req)) }),
  );

  for (const [name, transition, summary] of TRANSITIONS) {
    api.route(
      {
        method: 'put',
        path: `/bookings/:id/${name}`,
        access: 'admin',
        summary,
        tags,
        params: idParams,
        response: bookingViewSchema,
        responses: [404, 409],
      },
      async (req: Request<{ id: string }>, res: Response) => {
        const record = await transition(deps, req.params.id, actionContextOf(req));
        const [view] = await viewBookings(deps, [record], actorOf(req).userId);
        sendOk(res, view);
      },
    );
  }

  return api;
}
