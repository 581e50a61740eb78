import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backup, restore } from '@ghar/backup';
import { SERVICE_NAMES, serviceDatabaseName } from '@ghar/local-infra';
import { uniqueName, waitFor } from '@ghar/testing';
import { signUp, type Caller } from './support/callers';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// The running stack's own databases and uploads (written by the real services through the
// gateway) backed up and restored under fresh names, then read back from the restored copy.

const { EJSON, ObjectId } = mongoose.mongo.BSON;
const mongoUrl = inject('mongoUrl');
const client = new mongoose.mongo.MongoClient(mongoUrl);
const restoredSuffix = `_${uniqueName('restored').replace(/-/g, '_')}`;
let workDir: string;
let owner: Caller;

beforeAll(async () => {
  await client.connect();
  workDir = await mkdtemp(join(tmpdir(), 'ghar-system-backup-'));
  owner = await signUp('user');
});

afterAll(async () => {
  for (const service of SERVICE_NAMES) {
    await client.db(serviceDatabaseName(service, restoredSuffix)).dropDatabase();
  }
  await client.close();
  await rm(workDir, { recursive: true, force: true });
});

const canonical = (document: unknown) => EJSON.stringify(document, { relaxed: false });
const indexesOf = async (dbSuffix: string) => {
  const all: Record<string, unknown[]> = {};
  for (const service of SERVICE_NAMES) {
    const db = client.db(serviceDatabaseName(service, dbSuffix));
    for (const { name } of await db.listCollections().toArray()) {
      const indexes = await db.collection(name).listIndexes().toArray();
      all[`${service}.${name}`] = indexes
        .map(({ ns: _ns, ...spec }) => spec)
        .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    }
  }
  return all;
};

describe('backing up the running product', () => {
  it('when the stack’s databases and uploads are restored under fresh names, then its users, listings, indexes and files are there', async () => {
    const listing = await listThroughGateway<{ id: string; media: { medium: { jpeg: string } }[] }>(
      owner,
      await rentFlatForm({ title: `Backed-up flat ${uniqueName('t')}` }),
    );
    const dbSuffix = inject('dbSuffix');
    const users = client.db(serviceDatabaseName('auth', dbSuffix)).collection('users');
    const properties = client
      .db(serviceDatabaseName('listings', dbSuffix))
      .collection('properties');
    // Settled first: the outbox relay rewrites a document once its events are published, and
    // listings fills in the owner's name when auth's UserRegistered reaches it (which may be after
    // the listing was made: another write, with its own PropertyUpdated).
    const settled = async (
      collection: typeof users,
      id: string,
      complete: (document: Record<string, unknown>) => boolean = () => true,
    ) =>
      waitFor(
        async () => {
          const document = await collection.findOne({ _id: new ObjectId(id) });
          return document?.hasPendingEvents === false && complete(document) && document;
        },
        { timeoutMs: 30_000 },
      );
    const user = await settled(users, owner.id!);
    const property = await settled(properties, listing.id, (document) =>
      Boolean(document.ownerName),
    );
    const uploadsDir = inject('stackEnv').UPLOADS_DIR;

    const { archive } = await backup({ mongoUrl, dbSuffix, uploadsDir, out: workDir });
    const restoredUploads = join(workDir, 'restored-uploads');
    await restore({
      from: archive,
      mongoUrl,
      dbSuffix: restoredSuffix,
      uploadsDir: restoredUploads,
    });

    const restoredUsers = client
      .db(serviceDatabaseName('auth', restoredSuffix))
      .collection('users');
    const restoredProperties = client
      .db(serviceDatabaseName('listings', restoredSuffix))
      .collection('properties');
    expect(canonical(await restoredUsers.findOne({ _id: user._id }))).toBe(canonical(user));
    expect(canonical(await restoredProperties.findOne({ _id: property._id }))).toBe(
      canonical(property),
    );
    expect(await indexesOf(restoredSuffix)).toEqual(await indexesOf(dbSuffix));
    await expect(restoredUsers.insertOne({ email: user.email })).rejects.toMatchObject({
      code: 11000,
    });

    // The listing's photo, by the path in its public URL (/uploads/<service>/…).
    const photo = listing.media[0].medium.jpeg.replace(/^\/uploads\//, '');
    expect(await readFile(join(restoredUploads, photo))).toEqual(
      await readFile(join(uploadsDir, photo)),
    );
  });
});
