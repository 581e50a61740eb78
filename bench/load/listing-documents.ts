import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { sampleListings } from '../../services/listings/src/index';

/**
 * Seeds `count` believable listings (the sample-data seeder's market of `npm start`, numbered)
 * straight into the listings service's `properties` collection, in its stored shape and without
 * outbox events: the service loads them into its search model at start-up. Shared by
 * bench:search and bench:load; only listings made through the API reach the other services.
 */
export async function insertSampleListings(
  db: mongoose.mongo.Db,
  options: { count: number; ownerIds: string[]; progress?: (done: number) => void },
): Promise<string[]> {
  const batch = 2_000;
  const ids: string[] = [];
  for (let done = 0; done < options.count; done += batch) {
    const docs = sampleListings(Math.min(batch, options.count - done), new Date(), 24).map(
      (listing, i) => {
        const photo = () => `/uploads/listings/photos/${randomBytes(16).toString('hex')}`;
        const [jpeg, webp] = [photo(), photo()];
        return {
          _id: new mongoose.Types.ObjectId(),
          ...listing.fields,
          title: `${listing.fields.title} #${done + i}`,
          media: [
            {
              thumb: { webp: `${webp}-thumb.webp`, jpeg: `${jpeg}-thumb.jpg` },
              medium: { webp: `${webp}.webp`, jpeg: `${jpeg}.jpg` },
              width: 1200,
              height: 800,
            },
          ],
          registryImage: [],
          otherDocuments: [],
          ownerId: options.ownerIds[(done + i) % options.ownerIds.length],
          ownerName: 'Bench Owner',
          ownerEmail: 'owner@bench.local',
          status: listing.status,
          version: 1,
          createdAt: listing.createdAt,
          updatedAt: listing.createdAt,
          pendingEvents: [],
          hasPendingEvents: false,
          outboxVersion: 0,
        };
      },
    );
    await db.collection('properties').insertMany(docs, { ordered: false });
    ids.push(...docs.map((doc) => doc._id.toHexString()));
    options.progress?.(done + docs.length);
  }
  return ids;
}
