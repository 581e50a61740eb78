import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { healthRoutes, type HealthCheck } from '../health/health-routes';
import { errorHandler, notFoundHandler } from './error-handler';
import { gatewayIdentity } from './identity';
import { requestContext } from './request-context';
import './express-augment';

export interface HttpAppOptions {
  logger: Logger;
  /** Secret shared with the gateway; every route but health needs its signature. */
  signingSecret: string;
  bodyLimit?: string;
  health: Record<string, HealthCheck>;
  routes: (app: Express) => void;
}

/** Builds a service's Express app without listening, so tests can run it in-process. */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(helmet());
  app.use(requestContext(options.logger));
  app.use(healthRoutes(options.health));
  app.use(gatewayIdentity(options.signingSecret));
  app.use(express.json({ limit: options.bodyLimit ?? '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: options.bodyLimit ?? '1mb' }));
  options.routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
