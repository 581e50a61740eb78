import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import mongoose from 'mongoose';
import { SERVICE_NAMES, serviceDatabaseName } from '@ghar/local-infra';
import { listFiles } from '../../src/file-digest';

const { BSON } = mongoose.mongo;
type MongoClient = mongoose.mongo.MongoClient;

/** Above the restore's insert batch (500), so a restore takes more than one batch. */
export const MANY_DOCUMENTS = 700;

/**
 * Three services' databases holding every BSON type the services store — ObjectId, Date, Binary,
 * null, Int32 / Long / Double, booleans, arrays of sub-documents, a 300 KB string — with a unique
 * and a compound index, and an empty collection that has an index of its own. Decimal128 is left
 * out: FerretDB 1.24 drops the connection on it (the backup itself writes it like any type).
 */
export async function fillDatabases(client: MongoClient, dbSuffix: string): Promise<void> {
  const auth = client.db(serviceDatabaseName('auth', dbSuffix));
  const users = auth.collection('users');
  await users.createIndex({ email: 1 }, { unique: true, name: 'email_1' });
  await users.insertMany([
    {
      _id: new BSON.ObjectId(),
      email: 'asha@example.in',
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      aadhaarImage: new BSON.Binary(randomBytes(64)),
      avatar: null,
      loginCount: new BSON.Int32(7),
      balancePaisa: BSON.Long.fromString('9007199254740993'),
      rating: new BSON.Double(4.5),
      wholeDouble: new BSON.Double(3),
      verified: true,
      addresses: [
        { city: 'Jaipur', pins: ['302001', '302002'], since: new Date('2020-05-01T00:00:00Z') },
        { city: 'Kota', pins: [], tags: [{ k: 'x', v: [1, 2, 3] }] },
      ],
      bio: 'क'.repeat(100_000),
    },
    { _id: new BSON.ObjectId(), email: 'ravi@example.in', nested: { deeper: { deepest: null } } },
  ]);
  await auth.createCollection('processed_events');
  await auth.collection('processed_events').createIndex({ eventId: 1 }, { unique: true });

  const listings = client.db(serviceDatabaseName('listings', dbSuffix));
  const properties = listings.collection('properties');
  await properties.createIndex({ city: 1, createdAt: -1 }, { name: 'city_1_createdAt_-1' });
  await properties.insertMany(
    Array.from({ length: MANY_DOCUMENTS }, (_, i) => ({
      _id: new BSON.ObjectId(),
      title: `Flat ${i}`,
      city: ['Jaipur', 'Ajmer', 'Udaipur'][i % 3],
      price: i * 1000,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      photos: [{ url: `/uploads/listings/photos/${i}.webp`, width: 800 }],
    })),
  );

  const bookings = client.db(serviceDatabaseName('bookings', dbSuffix));
  await bookings
    .collection<{ _id: string; amount: number; status: null }>('bookings')
    .insertOne({ _id: 'string-id', amount: 300, status: null });
}

/** Every database of the services under `dbSuffix`, as comparable text: documents, then indexes. */
export async function snapshotDatabases(client: MongoClient, dbSuffix: string) {
  const snapshot: Record<string, Record<string, { documents: string[]; indexes: unknown[] }>> = {};
  for (const service of SERVICE_NAMES) {
    const db = client.db(serviceDatabaseName(service, dbSuffix));
    const collections = (await db.listCollections().toArray()).map((info) => info.name).sort();
    snapshot[service] = {};
    for (const name of collections) {
      const documents = await db
        .collection(name)
        .find({}, { promoteValues: false, promoteLongs: false, promoteBuffers: false })
        .toArray();
      const indexes = await db.collection(name).listIndexes().toArray();
      snapshot[service][name] = {
        documents: documents.map((doc) => BSON.EJSON.stringify(doc, { relaxed: false })).sort(),
        indexes: indexes
          .map(({ ns: _ns, ...spec }) => spec)
          .sort((a, b) => String(a.name).localeCompare(String(b.name))),
      };
    }
  }
  return snapshot;
}

export async function dropDatabases(client: MongoClient, dbSuffix: string): Promise<void> {
  for (const service of SERVICE_NAMES) {
    await client.db(serviceDatabaseName(service, dbSuffix)).dropDatabase();
  }
}

/** An uploads tree like the services' (nested folders, a binary image, a PDF, an empty file). */
export async function fillUploads(root: string): Promise<void> {
  const files: Record<string, Buffer> = {
    'listings/photos/a1b2.webp': randomBytes(200_000),
    'listings/photos/a1b2-thumb.webp': randomBytes(5_000),
    'listings/documents/owner-1/registry.pdf': Buffer.from('%PDF-1.4\n%âãÏÓ\n'),
    'auth/aadhaar/user-1/front.jpg': Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0xfe]),
    'bookings/proofs/empty.png': Buffer.alloc(0),
  };
  for (const [path, bytes] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), bytes);
  }
}

/** Every file below `root` with its bytes, keyed by relative path. */
export async function snapshotFiles(root: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const path of await listFiles(root)) {
    snapshot[path] = (await readFile(join(root, path))).toString('base64');
  }
  return snapshot;
}
