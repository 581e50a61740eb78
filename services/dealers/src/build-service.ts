import { TOPICS } from '@ghar/contracts/events';
import {
  defineService,
  type Logger,
  type ServiceInfrastructure,
  type ServiceParts,
} from '@ghar/platform';
import { buildApp } from './app';
import { loadServiceConfig, type Config } from './config';
import { createDealersContext } from './context';
import { eventHandlers } from './entry-points/events/index';
import { SERVICE_NAME } from './service-name';

/**
 * The dealers service's parts on top of its connections: the HTTP app, the outbox of the
 * applications and the ledger, and the consumers of auth.events and bookings.events. main.ts
 * runs it through the blueprint below; component tests start the same blueprint.
 */
export async function buildService(infra: ServiceInfrastructure, config: Config, logger: Logger) {
  const { deps, outboxModels, createIndexes, rebuildProjections, settings } = createDealersContext({
    config,
    conn: infra.conn,
    logger,
  });
  await createIndexes();
  // Before any reader or consumer starts: they keep the projections from here on.
  const rebuilt = await rebuildProjections();
  if (rebuilt.network || rebuilt.ledgerTotals) logger.info(rebuilt, 'projections rebuilt');
  const parts: ServiceParts = {
    app: buildApp({ config, logger, health: infra.health, dealers: deps, settings }),
    outboxModels,
    eventHandlers: eventHandlers(deps),
  };
  return { parts, dealers: deps, rebuildProjections };
}

export const dealersService = defineService({
  name: SERVICE_NAME,
  publishes: [TOPICS.dealers],
  loadConfig: loadServiceConfig,
  build: buildService,
});
