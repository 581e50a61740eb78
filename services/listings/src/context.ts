import { createUploadStore, type Logger } from '@ghar/platform';
import type { Connection } from 'mongoose';
import type { Config } from './config';
import { createActiveBookingsStore } from './data-access/active-bookings-store';
import { createListingCountersStore } from './data-access/listing-counters-store';
import { createListingFeePaymentStore } from './data-access/listing-fee-payment-store';
import { createDocumentOwners, documentOwnersModel } from './data-access/listing-document-owners';
import { createDocumentStore } from './data-access/listing-documents';
import { createPhotoStore } from './data-access/listing-photos';
import { createOwnerDirectory, ownerModel } from './data-access/owner-directory';
import { propertyModel } from './data-access/property-model';
import { createPropertyRepository } from './data-access/property-repository';
import { createSavedSearchStore } from './data-access/saved-search-store';
import { createShortlistStore } from './data-access/shortlist-store';
import { createUploadedPhotos } from './data-access/uploaded-photos';
import type { ListingsDeps } from './domain/ports';
import { cityKeyOf } from './domain/saved-search-rules';
import { SearchIndex } from './domain/search/search-index';
import { SERVICE_NAME } from './service-name';
import { createListingsSettings, listingFeeOf } from './settings/listings-settings';

/** The composition root: wires config and connections into what the use cases need. */
export function createListingsContext(options: {
  config: Pick<
    Config,
    | 'UPLOADS_DIR'
    | 'LISTING_FEE'
    | 'UPI_ID'
    | 'UPI_PAYEE_NAME'
    | 'FRESHNESS_ASK_DAYS'
    | 'FRESHNESS_HIDE_DAYS'
  >;
  conn: Connection;
  logger: Logger;
}) {
  const { config, conn, logger } = options;
  const model = propertyModel(conn);
  const settings = createListingsSettings(conn, config);
  const uploads = createUploadStore({ rootDir: config.UPLOADS_DIR, service: SERVICE_NAME });
  const savedSearches = createSavedSearchStore(conn, cityKeyOf);
  const documentOwners = createDocumentOwners(documentOwnersModel(conn), model);
  const deps: ListingsDeps = {
    properties: createPropertyRepository(model, documentOwners),
    owners: createOwnerDirectory(ownerModel(conn)),
    search: new SearchIndex(),
    photos: createPhotoStore(uploads),
    documents: createDocumentStore(uploads),
    uploadedPhotos: createUploadedPhotos(conn),
    activeBookings: createActiveBookingsStore(conn),
    listingFeePayments: createListingFeePaymentStore(model),
    listingCounters: createListingCountersStore(conn),
    shortlists: createShortlistStore(conn),
    savedSearches,
    listingFee: listingFeeOf(settings),
    settings,
    clock: { now: () => new Date() },
    logger,
  };
  return {
    deps,
    propertyModel: model,
    uploads,
    settings,
    savedSearchModel: savedSearches.model,
    documentOwners,
  };
}
