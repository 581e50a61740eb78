import { TOPICS } from '@ghar/contracts';
import { createLogger, runService, startOrExit } from '@ghar/platform';
import { buildApp } from './app';
import { loadServiceConfig } from './config';

startOrExit(async () => {
  const config = loadServiceConfig();
  const logger = createLogger({ service: 'listings', level: config.LOG_LEVEL });
  await runService({
    name: 'listings',
    env: config,
    logger,
    publishes: [TOPICS.listings],
    build: async (infra) => ({ app: buildApp({ config, logger, health: infra.health }) }),
  });
});
