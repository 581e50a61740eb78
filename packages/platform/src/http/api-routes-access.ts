import type { Request } from 'express';
import { forbidden } from '../errors/http-errors';
import type { RouteAccess } from './api-routes';
import { requireUser } from './identity';

/**
 * The router-level check of a route's declared access, with the spec's 401/403 texts. An
 * owner-or-admin route still checks ownership in its use case (403 or 404 for another's id);
 * blocked and deleted accounts never get here (the gateway refuses their tokens).
 */
export function requireAccess(req: Request, access: RouteAccess): void {
  if (access === 'visitor') return;
  const { role } = requireUser(req);
  if (access === 'dealer' && role !== 'DEALER' && role !== 'ADMIN') throw forbidden();
  if (access === 'admin' && role !== 'ADMIN') throw forbidden();
}
