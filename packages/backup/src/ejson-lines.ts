import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { digestTap, type Digest } from './file-digest';

const { EJSON } = mongoose.mongo.BSON;
type Collection = mongoose.mongo.Collection;

/**
 * Reads values exactly as stored: Int32 stays Int32 and Long stays Long (not a JS number), Binary
 * stays Binary, a regular expression keeps its BSON flags. Canonical EJSON then writes each type
 * explicitly, so a restore inserts the same BSON.
 */
const RAW_READ = {
  promoteValues: false,
  promoteLongs: false,
  promoteBuffers: false,
  bsonRegExp: true,
} as const;

const BATCH_DOCUMENTS = 500;
/** Keeps one insertMany well under MongoDB's 48 MB message limit even with large documents. */
const BATCH_CHARS = 8 * 1024 * 1024;

/** Streams a collection to `file`, one canonical EJSON document per line; never holds it all. */
export async function dumpCollection(
  collection: Collection,
  file: string,
): Promise<Digest & { count: number }> {
  let count = 0;
  const cursor = collection.find({}, { ...RAW_READ, batchSize: BATCH_DOCUMENTS });
  async function* lines() {
    for await (const document of cursor) {
      count += 1;
      yield `${EJSON.stringify(document, { relaxed: false })}\n`;
    }
  }
  const { tap, digest } = digestTap();
  await pipeline(Readable.from(lines()), tap, createWriteStream(file));
  return { ...digest(), count };
}

/** Inserts a dumped collection in batches, reading the file line by line. Returns the count. */
export async function loadCollection(collection: Collection, file: string): Promise<number> {
  let batch: mongoose.mongo.Document[] = [];
  let batchChars = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: true });
    count += batch.length;
    batch = [];
    batchChars = 0;
  };
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(EJSON.parse(line, { relaxed: false }) as mongoose.mongo.Document);
    batchChars += line.length;
    if (batch.length >= BATCH_DOCUMENTS || batchChars >= BATCH_CHARS) await flush();
  }
  await flush();
  return count;
}
