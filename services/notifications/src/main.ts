import { TOPICS } from '@ghar/contracts';
import { createLogger, runService, startOrExit } from '@ghar/platform';
import { buildService } from './build-service';
import { loadServiceConfig } from './config';

startOrExit(async () => {
  const config = loadServiceConfig();
  const logger = createLogger({ service: 'notifications', level: config.LOG_LEVEL });
  await runService({
    name: 'notifications',
    env: config,
    logger,
    publishes: [TOPICS.notifications],
    build: async (infra) => (await buildService(infra, config, logger)).parts,
  });
});
