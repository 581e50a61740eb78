import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { PropertyStatus } from '@ghar/contracts/constants';
import {
  createKafka,
  createLogger,
  createProducer,
  startOutboxRelay,
  type OutboxModel,
} from '@ghar/platform';
import mongoose, { type Connection } from 'mongoose';
import { inject } from 'vitest';
import {
  configSchema,
  createListingsContext,
  createProperty,
  type PropertyFields,
} from '../../services/listings/src/index';

// sharp lives with the listings service, which makes photo sizes with it.
const sharp = createRequire(new URL('../../services/listings/package.json', import.meta.url))(
  'sharp',
) as typeof import('sharp');

/**
 * Listings for browser tests, written into the running stack's listings database through the
 * listings domain's own create use case: the record and its PropertyAdded event in one write.
 * The event leaves at once through the platform's outbox relay, run here as the service runs it
 * (the service's own relay learns of a write by another process only at its next sweep, every
 * OUTBOX_SWEEP_MS); the running service's search model then picks the listing up as any other.
 */
export type Listings = {
  create(
    fields: Partial<PropertyFields> & { title: string },
    status?: PropertyStatus,
  ): Promise<string>;
  close(): Promise<void>;
};

// A generated picture of a house (no stock images), stored through the listings photo store
// (label in the middle: cards crop the 3:2 photo to 4:3, and a '1 / 4' label in the corner lost
// its '1' there and read as a broken photo counter on every card)
// into the stack's uploads folder: cards and the carousel load the real thumbnail and medium
// files the listings service serves.
const housePicture = (hue: string, label: string): Promise<Buffer> =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="${hue}"/><rect x="360" y="300" width="480" height="380" fill="#fff" opacity="0.9"/><polygon points="300,320 600,110 900,320" fill="#fff"/><rect x="550" y="500" width="100" height="180" fill="${hue}"/><text x="600" y="760" text-anchor="middle" font-size="64" fill="#fff">${label}</text></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** The listing fee's settings as the service defaults them. */
const LISTING_FEE_DEFAULTS = configSchema
  .pick({
    LISTING_FEE: true,
    UPI_ID: true,
    UPI_PAYEE_NAME: true,
    FRESHNESS_ASK_DAYS: true,
    FRESHNESS_HIDE_DAYS: true,
  })
  .parse({});

const HUES = ['#b45309', '#047857', '#1d4ed8', '#7c3aed'];

/** The listings' outbox relay of this test process, publishing to the stack's topics. */
const startRelay = async (conn: Connection, logger: ReturnType<typeof createLogger>) => {
  const kafka = createKafka({
    clientId: 'test-listings',
    brokers: inject('kafkaBrokers').split(','),
    logger,
  });
  const producer = createProducer(kafka);
  await producer.connect();
  const relay = startOutboxRelay({
    models: [conn.models.Property as unknown as OutboxModel],
    producer,
    logger,
    namespace: inject('stackEnv').EVENTS_NAMESPACE,
  });
  return {
    flush: relay.flush,
    stop: async () => {
      await relay.stop();
      await producer.disconnect();
    },
  };
};

/**
 * `relay: false` leaves the events to the running service (supervision.test.ts proves that a
 * restarted listings process delivers what it had not published).
 */
export const openListings = async (
  mongoUrl: string,
  dbSuffix: string,
  uploadsDir: string,
  { relay = true }: { relay?: boolean } = {},
): Promise<Listings> => {
  const conn = await mongoose
    .createConnection(mongoUrl, { dbName: `ghar_listings${dbSuffix}` })
    .asPromise();
  const logger = createLogger({ service: 'e2e-listings', level: 'warn' });
  // The test's own search copy; the running service builds its model from the event.
  const { deps } = createListingsContext({
    config: { ...LISTING_FEE_DEFAULTS, UPLOADS_DIR: uploadsDir },
    conn,
    logger,
  });
  const relayed = relay ? await startRelay(conn, logger) : undefined;
  return {
    async create(fields, status = 'FREE') {
      const media = await Promise.all(
        HUES.map(async (hue, index) =>
          deps.photos.save(await housePicture(hue, `Photo ${index + 1}`)),
        ),
      );
      const record = await createProperty(
        deps,
        {
          owner: {
            id: randomBytes(12).toString('hex'),
            name: 'Meera Rathore',
            email: 'meera@example.in',
          },
          fields: {
            type: 'HOUSE',
            action: 'RENT',
            registeredAs: 'OWNER',
            city: 'Jaipur',
            state: 'Rajasthan',
            locality: 'Malviya Nagar',
            perMonthCharges: 18_500,
            bookingCharges: 300,
            noticePeriod: 1,
            allowedTenants: 'FAMILY',
            furnishingStatus: 'SEMI_FURNISHED',
            area: 1250,
            bhk: 2,
            numberOfRooms: 3,
            parkingAvailable: true,
            amenities: ['Parking', 'Lift', 'Power Backup'],
            description: 'Airy two-bedroom home near the market, schools and the metro.',
            ...fields,
          },
          files: { media, registryImage: [], otherDocuments: [] },
          status,
        },
        { actorId: null },
      );
      await relayed?.flush();
      return record.id;
    },
    close: async () => {
      await relayed?.stop();
      await conn.close();
    },
  };
};

export const uniqueTag = (): string => `e2e${randomBytes(3).toString('hex')}`;
