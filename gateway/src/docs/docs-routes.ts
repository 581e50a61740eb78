import { Router } from 'express';
import type { ServiceName } from '../proxy/routes';
import { renderDocsPage } from './docs-page';
import { fetchServiceDocs } from './fetch-service-docs';
import { mergeApiDocs } from './merge-api-docs';

/**
 * GET /docs (mounted under /api): every service's OpenAPI document merged, read fresh each time
 * so it follows the services running now. GET /docs/ui: the same as a table, outside production.
 */
export function docsRoutes(options: {
  upstreams: Record<ServiceName, string>;
  page: boolean;
}): Router {
  const router = Router();
  const merged = async () => mergeApiDocs(await fetchServiceDocs(options.upstreams));
  router.get('/docs', async (_req, res) => {
    res.json(await merged());
  });
  if (options.page) {
    router.get('/docs/ui', async (_req, res) => {
      res.type('html').send(renderDocsPage(await merged()));
    });
  }
  return router;
}
