import { requireUser } from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import type { ActionContext, Actor } from '../../domain/dealer';

export const tags = ['dealers'];

export const idParams = z.object({ id: z.string() });

export const actorOf = (req: Pick<Request, 'identity'>): Actor => {
  const { userId, email, role } = requireUser(req as Request);
  return { userId, email, role };
};

export const contextOf = (req: Request): ActionContext => ({
  actorId: req.identity.userId ?? null,
  requestId: req.requestId,
});
