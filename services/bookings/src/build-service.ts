import { TOPICS } from '@ghar/contracts/events';
import {
  defineService,
  type Logger,
  type ServiceInfrastructure,
  type ServiceParts,
} from '@ghar/platform';
import { buildApp } from './app';
import { loadServiceConfig, type Config } from './config';
import { createBookingsContext } from './context';
import { eventHandlers } from './entry-points/events/index';
import { startExpirySweepJob } from './entry-points/jobs/expiry-sweep.job';
import { SERVICE_NAME } from './service-name';

/**
 * The bookings service's parts on top of its connections: the HTTP app, the bookings outbox, the
 * projections' consumers (listings, dealers, auth) and the expiry sweep. main.ts runs it through
 * the blueprint below; component tests start the same blueprint (and may move `bookings.clock`).
 */
export async function buildService(infra: ServiceInfrastructure, config: Config, logger: Logger) {
  const { deps, bookingModel, uploads, createIndexes, settings } = createBookingsContext({
    config,
    conn: infra.conn,
    logger,
  });
  await createIndexes();
  if (await deps.tallies.rebuildIfMissing())
    logger.info('booking tallies rebuilt from the bookings');
  const expiry = await startExpirySweepJob(infra.jobs, deps, config.EXPIRY_SWEEP_EVERY_MS);
  const parts: ServiceParts = {
    app: buildApp({ config, logger, health: infra.health, bookings: deps, uploads, settings }),
    outboxModels: [bookingModel, settings.model],
    eventHandlers: eventHandlers(deps),
    closers: [['expiry sweep job', () => expiry.close()]],
  };
  return { parts, bookings: deps, expiryQueue: expiry.queue };
}

export const bookingsService = defineService({
  name: SERVICE_NAME,
  publishes: [TOPICS.bookings],
  loadConfig: loadServiceConfig,
  build: buildService,
});
