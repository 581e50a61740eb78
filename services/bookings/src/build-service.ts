import { TOPICS } from '@ghar/contracts';
import { defineService, type Logger, type ServiceInfrastructure } from '@ghar/platform';
import { buildApp } from './app';
import { loadServiceConfig, type Config } from './config';
import { SERVICE_NAME } from './service-name';

/**
 * The bookings service's parts on top of its connections. Today only the HTTP app (health probes and
 * an empty /openapi.json); its repositories, outbox models, event handlers and jobs are wired here
 * as they arrive, as services/notifications/src/build-service.ts does.
 */
export async function buildService(infra: ServiceInfrastructure, config: Config, logger: Logger) {
  return { parts: { app: buildApp({ config, logger, health: infra.health }) } };
}

export const bookingsService = defineService({
  name: SERVICE_NAME,
  publishes: [TOPICS.bookings],
  loadConfig: loadServiceConfig,
  build: buildService,
});
