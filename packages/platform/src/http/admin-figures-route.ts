import type { z } from 'zod';
import { ADMIN_FIGURES_MAX_AGE_MS, sharedRecentRead } from '../cache/shared-recent-read';
import { apiRouter, type ApiRouter } from './api-routes';
import { sendOk } from './envelope';

interface AdminFiguresSpec<R extends z.ZodType> {
  path: string;
  summary: string;
  tags: string[];
  response: R;
}

/**
 * A service's figures for the admin dashboard (issue 13), read by the gateway's
 * GET /api/admin/dashboard: an admin-only GET. The figures come from counters kept by events
 * (a read by `_id`); polls from many open dashboards at once share one read,
 * ADMIN_FIGURES_MAX_AGE_MS old at most.
 */
export function adminFiguresRoute<R extends z.ZodType>(
  spec: AdminFiguresSpec<R>,
  read: () => Promise<z.output<R>>,
): ApiRouter {
  const api = apiRouter();
  const figures = sharedRecentRead(read, { maxAgeMs: ADMIN_FIGURES_MAX_AGE_MS });
  api.route({ method: 'get', access: 'admin', ...spec }, async (_req, res) =>
    sendOk(res, await figures()),
  );
  return api;
}

/**
 * The dashboard's list of the latest items (a bounded, indexed read): asked with its own query
 * (e.g. `limit`), so it is read per request rather than shared.
 */
export function adminLatestRoute<R extends z.ZodType, Q extends z.ZodObject>(
  spec: AdminFiguresSpec<R> & { query: Q },
  read: (query: z.output<Q>) => Promise<z.output<R>>,
): ApiRouter {
  const api = apiRouter();
  api.route({ method: 'get', access: 'admin', ...spec }, async (req, res) =>
    sendOk(res, await read(req.query as z.output<Q>)),
  );
  return api;
}
