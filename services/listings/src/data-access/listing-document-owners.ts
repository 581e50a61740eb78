import { Schema, Types, type Connection, type Model } from 'mongoose';
import { documentsOf } from '../domain/accept-listing-files';
import type { PropertyRecord } from '../domain/property';
import type { PropertyModel } from './property-model';

/**
 * Which listing keeps a private document (registry, bill, other document, fee proof), keyed by
 * the document's URL: who may read a file is one read by `_id` here and one by the listing's
 * `_id` (issue 24), never a search of every listing's files. An entry is written before the
 * listing that takes the file; the listing read after it is the truth (a file it no longer keeps,
 * or a deleted listing's, is nobody's), so an entry left by a failed write grants nothing.
 */
interface DocumentOwnerDoc {
  _id: string;
  propertyId: string;
}

const schema = new Schema<DocumentOwnerDoc>(
  { _id: String, propertyId: { type: String, required: true } },
  { collection: 'listing_documents', versionKey: false },
);

/** The marker of the start-up pass that recorded the files of listings made before this. */
const BACKFILLED = '#backfilled';

export function documentOwnersModel(conn: Connection): Model<DocumentOwnerDoc> {
  return (
    (conn.models.ListingDocumentOwner as Model<DocumentOwnerDoc> | undefined) ??
    conn.model<DocumentOwnerDoc>('ListingDocumentOwner', schema)
  );
}

export type DocumentOwners = ReturnType<typeof createDocumentOwners>;

export function createDocumentOwners(model: Model<DocumentOwnerDoc>, properties: PropertyModel) {
  return {
    /** Records the listing's private files (before the write that gives them to it). */
    async record(propertyId: string, files: Parameters<typeof documentsOf>[0]) {
      const urls = documentsOf(files);
      if (urls.length === 0) return;
      await model.bulkWrite(
        urls.map((url) => ({
          updateOne: { filter: { _id: url }, update: { $set: { propertyId } }, upsert: true },
        })),
        { ordered: false },
      );
    },

    /** The owner of the live listing that keeps this document, or null. */
    async ownerOf(url: string): Promise<string | null> {
      const entry = await model.findOne({ _id: url }).lean<DocumentOwnerDoc>();
      if (!entry || !Types.ObjectId.isValid(entry.propertyId)) return null;
      const doc = await properties
        .findOne({ _id: new Types.ObjectId(entry.propertyId) }, DOCUMENT_FIELDS)
        .lean<PropertyRecordFiles>();
      if (!doc || doc.deletedAt != null) return null;
      return documentsOf(doc).includes(url) ? doc.ownerId : null;
    },

    /**
     * Once per database (a marker entry): the files of listings made before these entries were
     * kept, a batch of live listings at a time in `_id` order; true when it ran. `stopped` ends
     * it early, unmarked (the next start runs it again).
     */
    async backfill(stopped: () => boolean = () => false): Promise<boolean> {
      if ((await model.exists({ _id: BACKFILLED })) !== null) return false;
      let after: Types.ObjectId | undefined;
      for (;;) {
        if (stopped()) return false;
        const page = await properties
          .find({ deletedAt: null, ...(after ? { _id: { $gt: after } } : {}) }, DOCUMENT_FIELDS)
          .sort({ _id: 1 })
          .limit(BATCH)
          .lean<(PropertyRecordFiles & { _id: Types.ObjectId })[]>();
        for (const doc of page) await this.record(doc._id.toHexString(), doc);
        if (page.length < BATCH) break;
        after = page.at(-1)?._id;
      }
      await model.updateOne({ _id: BACKFILLED }, { $set: { propertyId: '' } }, { upsert: true });
      return true;
    },
  };
}

const BATCH = 100;

const DOCUMENT_FIELDS = {
  ownerId: 1,
  deletedAt: 1,
  registryImage: 1,
  otherDocuments: 1,
  electricityBillImage: 1,
  waterBillImage: 1,
  listingFeeProof: 1,
} as const;

type PropertyRecordFiles = Pick<
  PropertyRecord,
  'registryImage' | 'otherDocuments' | 'electricityBillImage' | 'waterBillImage' | 'listingFeeProof'
> & { ownerId: string; deletedAt?: Date | null };
