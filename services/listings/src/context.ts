import { createUploadStore, type Logger } from '@ghar/platform';
import type { Connection } from 'mongoose';
import type { Config } from './config';
import { createPhotoStore } from './data-access/listing-photos';
import { createOwnerDirectory, ownerModel } from './data-access/owner-directory';
import { propertyModel } from './data-access/property-model';
import { createPropertyRepository } from './data-access/property-repository';
import type { ListingsDeps } from './domain/ports';
import { SearchIndex } from './domain/search/search-index';
import { SERVICE_NAME } from './service-name';

/** The composition root: wires config and connections into what the use cases need. */
export function createListingsContext(options: {
  config: Config;
  conn: Connection;
  logger: Logger;
}) {
  const { config, conn, logger } = options;
  const model = propertyModel(conn);
  const uploads = createUploadStore({ rootDir: config.UPLOADS_DIR, service: SERVICE_NAME });
  const deps: ListingsDeps = {
    properties: createPropertyRepository(model),
    owners: createOwnerDirectory(ownerModel(conn)),
    search: new SearchIndex(),
    photos: createPhotoStore(uploads),
    clock: { now: () => new Date() },
    logger,
  };
  return { deps, propertyModel: model, uploads };
}
