import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { startMongoWriteGate } from '../src/mongo-gate/mongo-write-gate';

const upstream = new URL(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');

describe('mongo write gate', () => {
  it('when 50 updates of one document race through the gate, then none is lost and one conditional update wins', async () => {
    const gate = await startMongoWriteGate({ listenPort: 0, upstreamPort: Number(upstream.port) });
    const conn = await mongoose
      .createConnection(`mongodb://127.0.0.1:${gate.port}`, {
        dbName: `gate_${randomUUID().slice(0, 8)}`,
        maxPoolSize: 20,
      })
      .asPromise();
    try {
      const counters = conn.collection<{ _id: string; n: number; v: number }>('counters');
      await counters.insertOne({ _id: 'x', n: 0, v: 0 });

      await Promise.all(
        Array.from({ length: 50 }, () => counters.updateOne({ _id: 'x' }, { $inc: { n: 1 } })),
      );
      const guarded = await Promise.all(
        Array.from({ length: 20 }, () =>
          counters.updateOne({ _id: 'x', v: 0 }, { $set: { v: 1 } }),
        ),
      );

      expect((await counters.findOne({ _id: 'x' }))?.n).toBe(50);
      expect(guarded.filter((result) => result.modifiedCount === 1)).toHaveLength(1);
    } finally {
      await conn.dropDatabase();
      await conn.close();
      await gate.close();
    }
  });
});
