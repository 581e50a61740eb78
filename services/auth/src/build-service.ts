import type { Logger, ServiceInfrastructure, ServiceParts } from '@ghar/platform';
import { ensureIndexes } from '@ghar/platform';
import { buildApp } from './app';
import type { Config } from './config';
import { createAuthContext } from './context';
import { eventHandlers } from './entry-points/events/index';
import { prepareAuth } from './startup';

/**
 * Everything the auth service runs on top of its connections: context, first admin, app, outbox
 * and event handlers. main.ts hands the parts to runService; tests start the same parts.
 */
export async function buildService(infra: ServiceInfrastructure, config: Config, logger: Logger) {
  const auth = createAuthContext({ config, conn: infra.conn, redis: infra.redis, logger });
  // The unique e-mail index must exist before the first admin is created.
  await ensureIndexes(infra.conn);
  await prepareAuth(auth, config);
  const parts: ServiceParts = {
    app: buildApp({ config, logger, health: infra.health, auth }),
    outboxModels: [auth.userModel],
    eventHandlers: eventHandlers(auth),
  };
  return { auth, parts };
}
