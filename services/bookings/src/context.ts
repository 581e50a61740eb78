import { createUploadStore, type Logger } from '@ghar/platform';
import type { Connection } from 'mongoose';
import type { Config } from './config';
import { bookingModel } from './data-access/booking-model';
import { createBookingPaymentStore } from './data-access/booking-payment-store';
import { createBookingRepository } from './data-access/booking-repository';
import { bookingTallyModel, createBookingTallies } from './data-access/booking-tallies';
import {
  createDealerCodes,
  dealerCodeModel,
  dealerStandingModel,
} from './data-access/dealer-codes';
import { createListingsLookup } from './data-access/listings-lookup';
import { createOpenBookings, openBookingModel } from './data-access/open-bookings';
import { createPropertyDirectory, bookingPropertyModel } from './data-access/property-directory';
import { createPropertyLocks, propertyLockModel } from './data-access/property-locks';
import { createProofStore } from './data-access/proof-store';
import { bookingUserModel, createUserDirectory } from './data-access/user-directory';
import type { BookingsDeps, Clock } from './domain/ports';
import { SERVICE_NAME } from './service-name';
import { createBookingsSettings } from './settings/bookings-settings';

/** The composition root: wires config and connections into what the use cases need. */
export function createBookingsContext(options: {
  config: Pick<
    Config,
    | 'UPLOADS_DIR'
    | 'DEFAULT_BOOKING_CHARGE'
    | 'PENDING_TTL_HOURS'
    | 'LISTINGS_URL'
    | 'INTERNAL_SIGNING_SECRET'
  >;
  conn: Connection;
  logger: Logger;
  clock?: Clock;
}) {
  const { config, conn, logger } = options;
  const model = bookingModel(conn);
  const settings = createBookingsSettings(conn, config);
  const uploads = createUploadStore({ rootDir: config.UPLOADS_DIR, service: SERVICE_NAME });
  const tallies = createBookingTallies(conn, model);
  const deps: BookingsDeps = {
    bookings: createBookingRepository(model, tallies),
    locks: createPropertyLocks(conn),
    properties: createPropertyDirectory(conn),
    listings: createListingsLookup({
      baseUrl: config.LISTINGS_URL,
      signingSecret: config.INTERNAL_SIGNING_SECRET,
    }),
    openBookings: createOpenBookings(conn),
    users: createUserDirectory(conn),
    dealerCodes: createDealerCodes(conn),
    proofs: createProofStore(uploads),
    payments: createBookingPaymentStore(model),
    tallies,
    clock: options.clock ?? { now: () => new Date() },
    settings,
    logger,
  };
  /** Indexes are made at start-up, never by autoIndex (docs/embedded-database.md). */
  const createIndexes = async () => {
    for (const indexed of [
      model,
      propertyLockModel(conn),
      openBookingModel(conn),
      bookingTallyModel(conn),
      bookingPropertyModel(conn),
      bookingUserModel(conn),
      dealerCodeModel(conn),
      dealerStandingModel(conn),
    ]) {
      await indexed.createIndexes();
    }
  };
  return { deps, bookingModel: model, uploads, createIndexes, settings };
}
