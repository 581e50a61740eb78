import {
  closeServer,
  createLogger,
  listen,
  onShutdown,
  outlastClientIdleConnections,
  startOrExit,
} from '@ghar/platform';
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
  // Its callers (browsers, a load balancer, the tests' HTTP clients) reuse idle connections too:
  // with Node's 5 s the gateway closed one as a client sent a PUT down it (CI run 10c: socket hang
  // up). It keeps them 65 s, as the services do for it, longer than a balancer's usual 60 s.
  const server = outlastClientIdleConnections(await listen(app, config.PORT, config.HOST));
  logger.info(
    { host: config.HOST, port: config.PORT, spa: Boolean(config.WEB_DIST) },
    'gateway listening',
  );

  onShutdown(logger, [
    ['http', () => closeServer(server)],
    ['redis', () => redis.quit()],
  ]);
});
