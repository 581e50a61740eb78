import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { PropertyStatus } from '@ghar/contracts/constants';
import { createLogger } from '@ghar/platform';
import mongoose from 'mongoose';
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
 * listings domain's own create use case: the record and its PropertyAdded event in one write, so
 * the running service's relay and search model pick it up as they would any new listing.
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

export const openListings = async (
  mongoUrl: string,
  dbSuffix: string,
  uploadsDir: string,
): Promise<Listings> => {
  const conn = await mongoose
    .createConnection(mongoUrl, { dbName: `ghar_listings${dbSuffix}` })
    .asPromise();
  // The test's own search copy; the running service builds its model from the event.
  const { deps } = createListingsContext({
    config: { ...LISTING_FEE_DEFAULTS, UPLOADS_DIR: uploadsDir },
    conn,
    logger: createLogger({ service: 'e2e-listings', level: 'warn' }),
  });
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
      return record.id;
    },
    close: () => conn.close(),
  };
};

export const uniqueTag = (): string => `e2e${randomBytes(3).toString('hex')}`;
