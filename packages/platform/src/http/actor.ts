import type { Role } from '@ghar/contracts/constants';
import type { Request } from 'express';
import { requireUser } from './identity';

/** Who is calling, signed in (as the gateway verified it). */
export interface Actor {
  userId: string;
  email: string;
  role: Role;
}

/** Who caused a change and the request it came from: carried into the events it causes. */
export interface ActionContext {
  actorId: string | null;
  requestId?: string;
}

/** The signed-in caller; a visitor gets 401. Takes any request, whatever its parsed query's type. */
export function actorOf(req: Pick<Request, 'identity'>): Actor {
  const { userId, email, role } = requireUser(req as Request);
  return { userId, email, role };
}

/** The request's actor (null for a visitor) and id, for the events a change causes. */
export function actionContextOf(req: Pick<Request, 'identity' | 'requestId'>): ActionContext {
  return { actorId: req.identity?.userId ?? null, requestId: req.requestId };
}
