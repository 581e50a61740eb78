import { closeServer, createLogger, listen, onShutdown, startOrExit } from '@ghar/platform';
import { buildGatewayApp } from './app';
import { loadGatewayConfig } from './config';
import { createGatewayRedis, waitForRedis } from './redis';

startOrExit(async () => {
  const config = loadGatewayConfig();
  const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL });
  const redis = createGatewayRedis(config.REDIS_URL);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  if (!(await waitForRedis(redis, 5_000))) {
    logger.warn('redis not ready; signed-in requests get 503 until it is');
  }

  const app = buildGatewayApp({ config, logger, redis });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info(
    { host: config.HOST, port: config.PORT, spa: Boolean(config.WEB_DIST) },
    'gateway listening',
  );

  onShutdown(logger, [
    ['http', () => closeServer(server)],
    ['redis', () => redis.quit()],
  ]);
});
