import { requireUser } from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import type { Actor, ActionContext } from '../../domain/booking';

export const tags = ['bookings'];

export const idParams = z.object({ id: z.string() });

export const actorOf = (req: Pick<Request, 'identity'>): Actor => {
  const { userId, role } = requireUser(req as Request);
  return { userId, role };
};

export const contextOf = (req: Request): ActionContext => ({
  actorId: req.identity.userId ?? null,
  requestId: req.requestId,
});
