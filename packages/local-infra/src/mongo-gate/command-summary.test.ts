import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { summarizeCommand } from './command-summary';
import { MessageSplitter, OP_MSG } from './wire-messages';

const { serialize } = mongoose.mongo.BSON;

/** An OP_MSG request as a driver sends it: a body section, then optional document sequences. */
function request(body: Record<string, unknown>, sequence?: { id: string; docs: object[] }): Buffer {
  const parts = [Buffer.alloc(4), Buffer.from([0]), Buffer.from(serialize(body))];
  if (sequence) {
    const docs = Buffer.concat(sequence.docs.map((doc) => Buffer.from(serialize(doc))));
    const id = Buffer.from(`${sequence.id}\0`);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + id.length + docs.length, 0);
    parts.push(Buffer.from([1]), size, id, docs);
  }
  const payload = Buffer.concat(parts);
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + payload.length, 0);
  header.writeInt32LE(7, 4);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, payload]);
}
const summary = (bytes: Buffer) => summarizeCommand(new MessageSplitter().push(bytes)[0]!);

describe('command summary (the gate profile)', () => {
  it('when a find carries a filter among other fields, then its collection, database and filter keys are read', () => {
    const id = new mongoose.Types.ObjectId();
    const find = request({
      find: 'properties',
      filter: { _id: id, version: 3, deletedAt: null, tags: ['a'], at: new Date(), n: 1.5 },
      projection: { title: 1 },
      limit: 1,
      $db: 'ghar_listings',
    });
    expect(summary(find)).toEqual({
      command: 'find',
      collection: 'properties',
      db: 'ghar_listings',
      filterKeys: ['_id', 'version', 'deletedAt', 'tags', 'at', 'n'],
    });
  });

  it('when an update sends its statements as a document sequence or in the body, then the first statement filter is read', () => {
    const statement = { q: { _id: 'x', status: 'PENDING' }, u: { $set: { status: 'EXPIRED' } } };
    const inSequence = request(
      { update: 'bookings', ordered: true, $db: 'ghar_bookings' },
      { id: 'updates', docs: [statement] },
    );
    const inBody = request({
      delete: 'outbox',
      deletes: [{ q: { _id: 'y' }, limit: 1 }],
      $db: 'd',
    });
    expect(summary(inSequence)).toMatchObject({ command: 'update', filterKeys: ['_id', 'status'] });
    expect(summary(inBody)).toMatchObject({
      command: 'delete',
      collection: 'outbox',
      filterKeys: ['_id'],
    });
  });

  it('when the bytes are not an OP_MSG or are cut short, then nothing is read and nothing throws', () => {
    const find = request({ find: 'c', filter: { a: 1 }, $db: 'd' });
    const message = new MessageSplitter().push(find)[0]!;
    expect(summarizeCommand({ ...message, opCode: 2004 })).toBeUndefined();
    expect(summarizeCommand({ ...message, bytes: message.bytes.subarray(0, 30) })).toBeUndefined();
  });
});
