import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { healthRoutes, type HealthCheck } from '../health/health-routes';
import type { ApiRouter } from './api-routes';
import { serveApiDocument } from './api-routes-document';
import { errorHandler, notFoundHandler } from './error-handler';
import { gatewayIdentity } from './identity';
import { jsonBody, noStoreByDefault } from './request-body';
import { requestContext } from './request-context';
import './express-augment';

export interface HttpAppOptions {
  logger: Logger;
  /** Secret shared with the gateway; every route but health needs its signature. */
  signingSecret: string;
  bodyLimit?: string;
  health: Record<string, HealthCheck>;
  /**
   * The service's routes, each declared once with apiRouter(); described at GET /openapi.json.
   * Every service passes it (an empty list until it has routes); only test fakes leave it out.
   */
  api?: { service: string; routers: readonly ApiRouter[] };
  /** Anything not yet declared with apiRouter() (the API-docs test lists such routes). */
  routes?: (app: Express) => void;
}

/** Builds a service's Express app without listening, so tests can run it in-process. */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(helmet());
  app.use(requestContext(options.logger));
  app.use(healthRoutes(options.health));
  const api = options.api ?? { service: 'unnamed', routers: [] };
  serveApiDocument(app, api);
  app.use(gatewayIdentity(options.signingSecret));
  app.use(noStoreByDefault);
  app.use(jsonBody(options.bodyLimit ?? '1mb'));
  for (const each of api.routers) app.use(each.router);
  options.routes?.(app);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
