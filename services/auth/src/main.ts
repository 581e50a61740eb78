import { TOPICS } from '@ghar/contracts';
import { createLogger, ensureIndexes, runService, startOrExit } from '@ghar/platform';
import { buildApp } from './app';
import { loadServiceConfig } from './config';
import { createAuthContext, SERVICE_NAME } from './context';
import { eventHandlers } from './entry-points/events/index';
import { prepareAuth } from './startup';

startOrExit(async () => {
  const config = loadServiceConfig();
  const logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL });
  await runService({
    name: SERVICE_NAME,
    env: config,
    logger,
    publishes: [TOPICS.auth],
    build: async (infra) => {
      const auth = createAuthContext({ config, conn: infra.conn, redis: infra.redis, logger });
      // The unique e-mail index must exist before the first admin is created.
      await ensureIndexes(infra.conn);
      await prepareAuth(auth, config);
      return {
        app: buildApp({ config, logger, health: infra.health, auth }),
        outboxModels: [auth.userModel],
        eventHandlers: eventHandlers(auth),
      };
    },
  });
});
