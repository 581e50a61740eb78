import {
  deadLetterDiscardBodySchema,
  deadLetterListQuerySchema,
  deadLetterPageSchema,
  deadLetterReplayBodySchema,
  deadLetterSchema,
} from '@ghar/contracts/http';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import {
  discardDeadLetter,
  getDeadLetter,
  listDeadLetters,
  replayDeadLetter,
  type ManageDeadLettersDeps,
} from '../../domain/manage-dead-letters';

const idParams = z.object({ id: z.string() });

const admin = (req: Request) => ({
  userId: req.identity.userId ?? 'unknown',
  ...(req.identity.email ? { email: req.identity.email } : {}),
});

/** The dead-letter tool (issue 14 item 3): every `.dlq` message, replayed or discarded by admins. */
export function deadLetterRoutes(deps: ManageDeadLettersDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/admin/dead-letters',
      access: 'admin',
      summary: 'A page of dead letters, newest first (values cut short)',
      query: deadLetterListQuerySchema,
      response: deadLetterPageSchema,
    },
    async (req, res) => sendOk(res, await listDeadLetters(deps, req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/admin/dead-letters/:id',
      access: 'admin',
      summary: 'One dead letter, whole',
      params: idParams,
      response: deadLetterSchema,
      responses: [404],
    },
    async (req, res) => sendOk(res, await getDeadLetter(deps, req.params.id)),
  );

  api.route(
    {
      method: 'post',
      path: '/admin/dead-letters/:id/replay',
      access: 'admin',
      summary: 'Publish it (or a mended value) again to its source topic',
      params: idParams,
      body: deadLetterReplayBodySchema,
      response: deadLetterSchema,
      responses: [400, 404, 409],
    },
    async (req, res) =>
      sendOk(res, await replayDeadLetter(deps, req.params.id, req.body, admin(req))),
  );

  api.route(
    {
      method: 'post',
      path: '/admin/dead-letters/:id/discard',
      access: 'admin',
      summary: 'Close it without replaying, with a note',
      params: idParams,
      body: deadLetterDiscardBodySchema,
      response: deadLetterSchema,
      responses: [400, 404, 409],
    },
    async (req, res) =>
      sendOk(res, await discardDeadLetter(deps, req.params.id, req.body.note, admin(req))),
  );

  return api;
}
