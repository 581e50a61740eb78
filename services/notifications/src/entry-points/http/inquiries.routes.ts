import { callerIp, requireAdmin, sendOk, tooManyRequests } from '@ghar/platform';
import { Router } from 'express';
import type { InquiryRepository } from '../../data-access/inquiry-repository';
import type { RateLimiter } from '../../data-access/rate-limiter';
import { deleteInquiry, getInquiry, listInquiries } from '../../domain/manage-inquiries';
import { submitInquiry } from '../../domain/submit-inquiry';

export interface InquiryRoutesDeps {
  inquiries: InquiryRepository;
  rateLimiter: RateLimiter;
}

/** POST is open to visitors (the floating help button); reading and deleting are for admins. */
export function inquiryRoutes(deps: InquiryRoutesDeps): Router {
  const router = Router();

  router.post('/inquiries', async (req, res) => {
    const result = await submitInquiry(deps, req.body, {
      ip: callerIp(req),
      requestId: req.requestId,
      userId: req.identity.userId,
    });
    if (!result.ok) {
      res.setHeader('retry-after', String(result.retryAfterSeconds));
      throw tooManyRequests();
    }
    sendOk(res, result.inquiry, 201);
  });

  router.get('/inquiries', async (req, res) => {
    requireAdmin(req);
    sendOk(res, await listInquiries(deps));
  });

  router.get('/inquiries/:id', async (req, res) => {
    requireAdmin(req);
    sendOk(res, await getInquiry(deps, req.params.id));
  });

  router.delete('/inquiries/:id', async (req, res) => {
    requireAdmin(req);
    sendOk(res, await deleteInquiry(deps, req.params.id));
  });

  return router;
}
