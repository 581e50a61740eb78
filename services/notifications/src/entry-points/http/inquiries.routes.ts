import {
  inquiryListQuerySchema,
  inquirySchema,
  leadsCountQuerySchema,
  leadsCountSchema,
  leadsPageQuerySchema,
  questionLeadsPageSchema,
} from '@ghar/contracts/http';
import {
  apiRouter,
  callerIp,
  requireUser,
  sendOk,
  tooManyRequests,
  type ApiRouter,
} from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import { countNewQuestions, ownerQuestions } from '../../domain/owner-questions';
import type { InquiryRepository, ListingOwnerDirectory, RateLimiter } from '../../domain/ports';
import {
  countInquiries,
  deleteInquiry,
  getInquiry,
  listInquiries,
} from '../../domain/manage-inquiries';
import { submitInquiry } from '../../domain/submit-inquiry';

export interface InquiryRoutesDeps {
  inquiries: InquiryRepository;
  rateLimiter: RateLimiter;
  listingOwners: ListingOwnerDirectory;
}

const idParams = z.object({ id: z.string() });

/** The verified caller (each route's typed request is still an Express request). */
const callerOf = (req: unknown) => requireUser(req as Request).userId;

/**
 * POST is open to visitors (the floating help button, a listing's "Ask about this property");
 * an owner reads the questions about their own listings; reading all and deleting are for admins.
 */
export function inquiryRoutes(deps: InquiryRoutesDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'post',
      path: '/inquiries',
      access: 'visitor',
      summary:
        'Send an inquiry (limited per IP); with `propertyId` a question its owner hears (404 for an unknown listing)',
      body: inquirySchema,
      status: 201,
      responses: [404, 429],
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
    {
      method: 'get',
      path: '/inquiries',
      access: 'admin',
      summary: 'A page of the inquiries, newest first (a page shorter than `limit` is the last)',
      query: inquiryListQuerySchema,
    },
    async (req, res) => sendOk(res, await listInquiries(deps, req.query)),
  );

  // Before /inquiries/:id, which would take 'count' for an id.
  api.route(
    {
      method: 'get',
      path: '/inquiries/count',
      access: 'admin',
      summary: 'How many inquiries, counted up to 100 (`capped` beyond: the header says 100+)',
      response: z.object({ count: z.number().int(), capped: z.boolean() }),
    },
    async (_req, res) => sendOk(res, await countInquiries(deps)),
  );

  // Before /inquiries/:id, which would take 'mine' for an id.
  api.route(
    {
      method: 'get',
      path: '/inquiries/mine',
      access: 'signed-in',
      summary: "Questions about the caller's listings, newest first (the leads inbox)",
      query: leadsPageQuerySchema,
      response: questionLeadsPageSchema,
    },
    async (req, res) => sendOk(res, await ownerQuestions(deps, callerOf(req), req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/inquiries/mine/count',
      access: 'signed-in',
      summary: "The caller's questions since `since`, counted up to 100 (the header's leads count)",
      query: leadsCountQuerySchema,
      response: leadsCountSchema,
    },
    async (req, res) => sendOk(res, await countNewQuestions(deps, callerOf(req), req.query.since)),
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
