import { LIMITS } from '@ghar/contracts/constants';
import {
  paymentListSchema,
  paymentsQuerySchema,
  type PaymentReconciliation,
  type PaymentSource,
  type PaymentView,
} from '@ghar/contracts/http';
import { badRequest, sendOk } from '@ghar/platform';
import type { Request, RequestHandler } from 'express';
import type { ServiceName } from '../proxy/routes';
import type { CallResult, CallService } from './call-service';
import { everyPage } from './every-page';
import { reconcilePayments } from './payment-reconciliation';
import { paymentsCsv } from './payments-csv';

export interface PaymentsDeps {
  upstreams: Record<ServiceName, string>;
  callService: CallService;
}

/** Both owners answer their payments a page at a time (issue 24: every read bounded). */
const PAGE = LIMITS.maxPageSize;

/**
 * Both owners asked in parallel, each with the aggregate's time limit: listings for the listing
 * fees, bookings for the booking amounts. One that does not answer leaves its payments out and
 * is named in `unavailable`; the other's still show.
 */
async function reconcile(deps: PaymentsDeps, req: Request): Promise<PaymentReconciliation> {
  const query = paymentsQuerySchema.safeParse(req.query);
  if (!query.success) {
    throw badRequest(
      'Invalid filters',
      query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const ask = (upstream: string, path: string) =>
    deps.callService<PaymentView[]>(upstream, path, req, { schema: paymentListSchema });
  const [fees, bookings] = await Promise.all([
    // Each owner answers a page at a time (issue 24: every read bounded); all pages are read so
    // that no payment is left out of the reconciliation.
    everyPage(PAGE, (page) =>
      ask(deps.upstreams.listings, `/properties/admin/fee-payments?page=${page}&limit=${PAGE}`),
    ),
    everyPage(PAGE, (page) =>
      ask(
        deps.upstreams.bookings,
        `/bookings/admin/payments?page=${page}&limit=${PAGE}${query.data.month ? `&month=${query.data.month}` : ''}`,
      ),
    ),
  ]);
  const answers: Record<PaymentSource, CallResult<PaymentView[]>> = {
    LISTING_FEE: fees,
    BOOKING: bookings,
  };
  return reconcilePayments(answers, query.data);
}

/** GET /api/admin/payments?state=&source=&month= (admin). */
export const paymentsRoute =
  (deps: PaymentsDeps): RequestHandler =>
  async (req, res) =>
    sendOk(res, await reconcile(deps, req));

/** GET /api/admin/payments/export.csv (admin): the same filters, as a file. */
export const paymentsCsvRoute =
  (deps: PaymentsDeps): RequestHandler =>
  async (req, res) => {
    const csv = paymentsCsv(await reconcile(deps, req));
    res.status(200).type('text/csv; charset=utf-8').attachment('ghar-payments.csv').send(csv);
  };
