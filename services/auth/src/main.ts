import { TOPICS } from '@ghar/contracts';
import { createLogger, runService, startOrExit } from '@ghar/platform';
import { buildService } from './build-service';
import { loadServiceConfig } from './config';
import { SERVICE_NAME } from './context';

startOrExit(async () => {
  const config = loadServiceConfig();
  const logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL });
  await runService({
    name: SERVICE_NAME,
    env: config,
    logger,
    publishes: [TOPICS.auth],
    build: async (infra) => (await buildService(infra, config, logger)).parts,
  });
});
