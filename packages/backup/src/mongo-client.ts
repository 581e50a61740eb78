import mongoose from 'mongoose';

export type MongoClient = mongoose.mongo.MongoClient;
export type Db = mongoose.mongo.Db;

/** Runs `work` with a connected client and always closes it. */
export async function withMongo<T>(url: string, work: (client: MongoClient) => Promise<T>) {
  const client = new mongoose.mongo.MongoClient(url, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/**
 * The database's collections, without views or system collections. Plain listCollections with no
 * options: FerretDB 1.24 lacks some of them (e.g. authorizedCollections).
 */
export async function listUserCollections(db: Db) {
  const collections = await db.listCollections().toArray();
  return collections
    .filter((info) => (info.type ?? 'collection') === 'collection')
    .filter((info) => !info.name.startsWith('system.'))
    .sort((a, b) => a.name.localeCompare(b.name));
}
