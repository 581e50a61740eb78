import { forbidden, unauthorized } from '@ghar/platform';
import type { RequestHandler } from 'express';

/**
 * The gateway's own admin routes (aggregates): after `authenticate`, a visitor gets 401 and any
 * other role 403, with the texts services answer for an `admin` route.
 */
export const requireAdmin: RequestHandler = (_req, res, next) => {
  const session = res.locals.session;
  if (!session) next(unauthorized());
  else if (session.role !== 'ADMIN') next(forbidden());
  else next();
};
