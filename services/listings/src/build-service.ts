import { TOPICS } from '@ghar/contracts/events';
import {
  defineService,
  type Logger,
  type ServiceInfrastructure,
  type ServiceParts,
} from '@ghar/platform';
import { buildApp } from './app';
import { loadServiceConfig, type Config } from './config';
import { createListingsContext } from './context';
import { propertyBookingModel } from './data-access/active-bookings-store';
import { listingCountersModels } from './data-access/listing-counters-store';
import { documentOwnersModel } from './data-access/listing-document-owners';
import { startSearchFollower } from './data-access/search-follower';
import { shortlistModel } from './data-access/shortlist-store';
import { uploadedPhotoModel } from './data-access/uploaded-photos';
import { applyListingEvent } from './domain/apply-listing-event';
import { countEveryListing } from './domain/count-listings';
import { rebuildSearchIndex } from './domain/rebuild-search-index';
import { createActiveBookingsStore } from './data-access/active-bookings-store';
import { createFreshnessStore } from './data-access/freshness-store';
import { drawSamplePhoto } from './data-access/sample-photos';
import { eventHandlers } from './entry-points/events/index';
import { startSavedSearchDigestJob } from './entry-points/jobs/saved-search-digest.job';
import { startFreshnessSweepJob } from './entry-points/jobs/freshness-sweep.job';
import { startSampleListingsSeed } from './entry-points/jobs/seed-sample-listings.job';
import { startUnclaimedPhotosSweepJob } from './entry-points/jobs/unclaimed-photos-sweep.job';
import { SERVICE_NAME } from './service-name';
import { liveFreshnessSettings } from './settings/listings-settings';

/**
 * The listings service's parts on top of its connections. The search model is loaded from the
 * database before the app serves, with the follower of `listings.events` opened first so no
 * change between the load and the subscription is lost. main.ts runs it through the blueprint
 * below; component tests start the same blueprint.
 */
export async function buildService(infra: ServiceInfrastructure, config: Config, logger: Logger) {
  const { deps, propertyModel, uploads, settings, savedSearchModel, documentOwners } =
    createListingsContext({
      config,
      conn: infra.conn,
      logger,
    });
  await propertyModel.createIndexes();
  await uploadedPhotoModel(infra.conn).createIndexes();
  await propertyBookingModel(infra.conn).createIndexes();
  await shortlistModel(infra.conn).createIndexes();
  await savedSearchModel.createIndexes();
  const counterModels = listingCountersModels(infra.conn);
  await counterModels.counters.createIndexes();
  await counterModels.tallies.createIndexes();
  await documentOwnersModel(infra.conn).createIndexes();
  const follower = await startSearchFollower({
    kafka: infra.kafka,
    namespace: config.EVENTS_NAMESPACE,
    logger,
    apply: (event, data) => applyListingEvent(deps.search, event, data),
  });
  const rebuild = await rebuildSearchIndex(deps);
  follower.release();
  // The admin's counters, when missing, are counted in the background: the service serves
  // meanwhile (the figures fill in as the pass goes; it logs when done).
  let stopping = false;
  const countersRebuilt = countEveryListing(deps, () => stopping).catch((error: unknown) => {
    logger.error({ err: error }, 'listing counters not rebuilt (the next start tries again)');
    return 0;
  });
  // Who keeps each private file, for listings made before that was recorded: once, in the background.
  const documentsRecorded = documentOwners
    .backfill(() => stopping)
    .catch((error: unknown) => {
      logger.error({ err: error }, "listings' documents not recorded (the next start tries again)");
      return false;
    });
  const seed = config.SEED_SAMPLE_LISTINGS
    ? startSampleListingsSeed(deps, drawSamplePhoto, logger)
    : undefined;
  const freshnessSettings = {
    askAfterDays: config.FRESHNESS_ASK_DAYS,
    hideAfterDays: config.FRESHNESS_HIDE_DAYS,
  };
  const freshness = await startFreshnessSweepJob(
    infra.jobs,
    deps,
    createFreshnessStore(propertyModel),
    { settings: liveFreshnessSettings(settings), everyMs: config.FRESHNESS_SWEEP_EVERY_MS },
  );
  const unclaimedPhotos = await startUnclaimedPhotosSweepJob(infra.jobs, deps, {
    maxAgeHours: config.UNCLAIMED_PHOTO_MAX_AGE_HOURS,
    everyMs: config.UNCLAIMED_PHOTO_SWEEP_EVERY_MS,
  });
  const matching = { ...deps, gatherMs: config.SAVED_SEARCH_GATHER_MS, logger };
  const digests = startSavedSearchDigestJob(infra.jobs, matching);

  const parts: ServiceParts = {
    app: buildApp({ config, logger, health: infra.health, listings: deps, uploads, settings }),
    outboxModels: [propertyModel, settings.model, savedSearchModel, shortlistModel(infra.conn)],
    eventHandlers: eventHandlers(deps, createActiveBookingsStore(infra.conn), {
      ...matching,
      digests: digests.scheduler,
    }),
    closers: [
      [
        'listing counters pass',
        async () => {
          stopping = true;
          await Promise.all([countersRebuilt, documentsRecorded]);
        },
      ],
      ['sample listings seed', async () => seed?.stop()],
      ['search follower', () => follower.stop()],
      ['freshness sweep job', () => freshness.close()],
      ['unclaimed photos sweep job', () => unclaimedPhotos.close()],
      ['saved search digest job', () => digests.close()],
    ],
  };
  return {
    parts,
    listings: deps,
    rebuild,
    countersRebuilt,
    documentsRecorded,
    freshnessQueue: freshness.queue,
    freshnessSettings,
    digestQueue: digests.queue,
  };
}

export const listingsService = defineService({
  name: SERVICE_NAME,
  publishes: [TOPICS.listings],
  loadConfig: loadServiceConfig,
  build: buildService,
});
