import { DEMO_OWNER_EMAIL_DOMAIN } from '@ghar/contracts/constants';
import type { PropertyMedia } from '@ghar/contracts/http';
import type { Logger } from '@ghar/platform';
import { createProperty } from '../../domain/create-property';
import type { ListingsDeps, OwnerRecord } from '../../domain/ports';
import { sampleListings } from '../../sample-data/sample-listings';

/** Draws a generated sample picture (data-access/sample-photos.ts, handed over by the wiring). */
export type DrawSamplePhoto = (seed: number, kind: 'facade' | 'room') => Promise<Buffer>;

const PHOTO_POOL = 24;
const POLL_MS = 2_000;
/** The owners arrive by auth's events; a stack that never creates them is not waited on forever. */
const GIVE_UP_MS = 10 * 60_000;

/**
 * Lists ~200 sample properties once the demo owners are known (auth's events feed the owners
 * projection), only on an empty database: a market a newcomer can browse. The photos are drawn
 * here, each stored once in every size and shared by several listings.
 */
export async function seedSampleListings(
  deps: ListingsDeps,
  drawSamplePhoto: DrawSamplePhoto,
  owners: OwnerRecord[],
  logger: Logger,
) {
  if (await deps.properties.any()) return 0;
  const pool: PropertyMedia[] = [];
  for (let i = 0; i < PHOTO_POOL; i += 1) {
    pool.push(
      await deps.photos.save(
        await drawSamplePhoto(1000 + i, i < PHOTO_POOL / 2 ? 'facade' : 'room'),
      ),
    );
  }
  const listings = sampleListings(200, new Date(), PHOTO_POOL);
  for (const [i, listing] of listings.entries()) {
    await createProperty(
      deps,
      {
        owner: owners[i % owners.length]!,
        fields: listing.fields,
        files: {
          media: listing.photos.map((n) => pool[n]!),
          registryImage: [],
          otherDocuments: [],
        },
        status: listing.status,
        createdAt: listing.createdAt,
      },
      { actorId: null, requestId: 'sample-listings' },
    );
  }
  logger.info({ listings: listings.length }, 'sample listings seeded');
  return listings.length;
}

/** Waits in the background for the demo owners, then seeds; `stop` ends the wait. */
export function startSampleListingsSeed(
  deps: ListingsDeps,
  drawSamplePhoto: DrawSamplePhoto,
  logger: Logger,
) {
  let stopped = false;
  const run = async () => {
    const started = Date.now();
    while (!stopped && Date.now() - started < GIVE_UP_MS) {
      if (await deps.properties.any()) return;
      const owners = await deps.owners.withEmailDomain(DEMO_OWNER_EMAIL_DOMAIN);
      if (owners.length > 0) {
        await seedSampleListings(deps, drawSamplePhoto, owners, logger);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const done = run().catch((error) => logger.error({ err: error }, 'sample listings seed failed'));
  return {
    done,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
