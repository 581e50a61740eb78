import { TOPICS } from '@ghar/contracts/events';
import {
  defineService,
  ensureIndexes,
  type Logger,
  type ServiceInfrastructure,
  type ServiceParts,
} from '@ghar/platform';
import { buildApp } from './app';
import { loadServiceConfig, type Config } from './config';
import { createAuthContext } from './context';
import { eventHandlers } from './entry-points/events/index';
import { SERVICE_NAME } from './service-name';
import { prepareAuth } from './startup';

/**
 * Everything the auth service runs on top of its connections: context, first admin, app, outbox
 * and event handlers. main.ts runs them through the blueprint below; component tests start the same blueprint.
 */
export async function buildService(infra: ServiceInfrastructure, config: Config, logger: Logger) {
  const auth = createAuthContext({ config, conn: infra.conn, redis: infra.redis, logger });
  // The unique e-mail index must exist before the first admin is created.
  await ensureIndexes(infra.conn);
  // Counters first: the first admin's creation is counted like any account's.
  const rebuilt = await auth.userCounters.rebuildIfMissing(auth.userModel);
  if (rebuilt) logger.info('user counters rebuilt from the users');
  await prepareAuth(auth, config);
  const parts: ServiceParts = {
    app: buildApp({ config, logger, health: infra.health, auth }),
    outboxModels: [auth.userModel],
    eventHandlers: eventHandlers(auth),
  };
  return { auth, parts };
}

export const authService = defineService({
  name: SERVICE_NAME,
  publishes: [TOPICS.auth],
  loadConfig: loadServiceConfig,
  build: buildService,
});
