import type { PropertyMedia } from '@ghar/contracts/http';
import { Schema, type Connection } from 'mongoose';
import type { UploadedPhotos } from '../domain/ports';

interface UploadedPhotoDoc {
  /** The medium JPEG's URL: what the admin edit modal puts in mediaUrls. */
  url: string;
  uploaderId: string;
  media: PropertyMedia;
  createdAt: Date;
}

const schema = new Schema<UploadedPhotoDoc>(
  {
    url: { type: String, required: true },
    uploaderId: { type: String, required: true },
    media: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'uploaded_photos', versionKey: false },
);
schema.index({ url: 1 }, { unique: true });

export function uploadedPhotoModel(conn: Connection) {
  return conn.models.UploadedPhoto ?? conn.model<UploadedPhotoDoc>('UploadedPhoto', schema);
}

/**
 * A photo's sizes live under separate random names, so a URL alone cannot rebuild them: the
 * upload keeps them here until an edit takes the photo onto its listing.
 */
export function createUploadedPhotos(conn: Connection): UploadedPhotos {
  const model = uploadedPhotoModel(conn);
  return {
    async keep(uploaderId, media) {
      await model.create({ url: media.medium.jpeg, uploaderId, media, createdAt: new Date() });
    },
    async take(url, uploaderId) {
      const filter = uploaderId === 'any' ? { url } : { url, uploaderId };
      const doc = await model.findOne(filter).lean<UploadedPhotoDoc>();
      if (!doc) return null;
      // Two edits taking the same photo: only the one whose delete counts gets it.
      const { deletedCount } = await model.deleteOne({ url });
      return deletedCount > 0 ? doc.media : null;
    },
    async takeUnclaimed(before, limit) {
      const stale = await model
        .find({ createdAt: { $lt: before } })
        .limit(limit)
        .lean<UploadedPhotoDoc[]>();
      const taken: PropertyMedia[] = [];
      for (const doc of stale) {
        // An edit may take the photo meanwhile: only a delete that counts hands it over.
        const { deletedCount } = await model.deleteOne({ url: doc.url });
        if (deletedCount > 0) taken.push(doc.media);
      }
      return taken;
    },
  };
}
