import { inquirySchema } from '@ghar/contracts';
import { apiRouter, callerIp, sendOk, tooManyRequests, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import type { InquiryRepository } from '../../data-access/inquiry-repository';
import type { RateLimiter } from '../../data-access/rate-limiter';
import { deleteInquiry, getInquiry, listInquiries } from '../../domain/manage-inquiries';
import { submitInquiry } from '../../domain/submit-inquiry';

export interface InquiryRoutesDeps {
  inquiries: InquiryRepository;
  rateLimiter: RateLimiter;
}

const idParams = z.object({ id: z.string() });

/** POST is open to visitors (the floating help button); reading and deleting are for admins. */
export function inquiryRoutes(deps: InquiryRoutesDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'post',
      path: '/inquiries',
      access: 'visitor',
      summary: 'Send an inquiry (limited per IP)',
      body: inquirySchema,
      status: 201,
      responses: [429],
    },
    async (req, res) => {
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
    },
  );

  api.route(
    { method: 'get', path: '/inquiries', access: 'admin', summary: 'Every inquiry, newest first' },
    async (_req, res) => sendOk(res, await listInquiries(deps)),
  );

  api.route(
    {
      method: 'get',
      path: '/inquiries/:id',
      access: 'admin',
      summary: 'One inquiry',
      params: idParams,
      responses: [404],
    },
    async (req, res) => sendOk(res, await getInquiry(deps, req.params.id)),
  );

  api.route(
    {
      method: 'delete',
      path: '/inquiries/:id',
      access: 'admin',
      summary: 'Delete an inquiry',
      params: idParams,
      response: z.object({ id: z.string() }),
      responses: [404],
    },
    async (req, res) => sendOk(res, await deleteInquiry(deps, req.params.id)),
  );

  return api;
}
