import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { waitFor } from '@ghar/testing';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { startMongoWriteGate } from '../src/mongo-gate/mongo-write-gate';
import { MessageSplitter, OP_MSG } from '../src/mongo-gate/wire-messages';

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

/** An OP_MSG whose body is `{ [command]: 'c' }`, enough for the gate to see a write. */
function opMsg(requestId: number, responseTo: number, body: Record<string, unknown>): Buffer {
  const document = Buffer.from(mongoose.mongo.BSON.serialize(body));
  const header = Buffer.alloc(16 + 4 + 1);
  header.writeInt32LE(header.length + document.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(OP_MSG, 12);
  header.writeInt32LE(0, 16);
  header.writeUInt8(0, 20);
  return Buffer.concat([header, document]);
}

/** A server in FerretDB's place that answers each request only when the test says so. */
async function startHeldUpstream() {
  const received: Array<{ requestId: number; socket: net.Socket }> = [];
  let closedConnections = 0;
  const server = net.createServer((socket) => {
    socket.on('close', () => (closedConnections += 1));
    const splitter = new MessageSplitter();
    socket.on('data', (chunk) => {
      for (const message of splitter.push(chunk)) received.push({ ...message, socket });
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => received.map((message) => message.requestId),
    /** The gate closes a client's upstream connection once it has seen the client go. */
    closedConnections: () => closedConnections,
    answer(requestId: number) {
      const request = received.find((message) => message.requestId === requestId);
      request?.socket.write(opMsg(1_000 + requestId, requestId, { ok: 1 }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const connectTo = async (port: number) => {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.on('error', () => undefined);
  return socket;
};

describe('mongo write gate, when a client goes away', () => {
  it('when a client is killed while its write waits for its turn, then later writes still run', async () => {
    const upstream = await startHeldUpstream();
    const gate = await startMongoWriteGate({ listenPort: 0, upstreamPort: upstream.port });
    const [running, killed, later] = await Promise.all([0, 1, 2].map(() => connectTo(gate.port)));
    try {
      running!.write(opMsg(1, 0, { insert: 'c' }));
      await waitFor(() => expect(upstream.received()).toEqual([1]));
      killed!.write(opMsg(2, 0, { update: 'c' }));
      await waitFor(() => expect(gate.waitingWrites()).toBe(1));
      killed!.destroy();
      await waitFor(() => expect(upstream.closedConnections()).toBe(1));
      upstream.answer(1);

      later!.write(opMsg(3, 0, { delete: 'c' }));
      // Without giving the dead client's turn back, write 3 never reaches the server.
      await waitFor(() => expect(upstream.received()).toEqual([1, 3]));
    } finally {
      for (const socket of [running, killed, later]) socket?.destroy();
      await gate.close();
      await upstream.close();
    }
  });
});

describe('mongo write gate, across databases', () => {
  it('when a write holds one database, then a write to another runs and one to the same waits', async () => {
    const upstream = await startHeldUpstream();
    const gate = await startMongoWriteGate({ listenPort: 0, upstreamPort: upstream.port });
    const sockets = await Promise.all([0, 1, 2].map(() => connectTo(gate.port)));
    try {
      sockets[0]!.write(opMsg(1, 0, { update: 'c', $db: 'ghar_listings' }));
      await waitFor(() => expect(upstream.received()).toEqual([1]));
      sockets[1]!.write(opMsg(2, 0, { insert: 'c', $db: 'ghar_bookings' }));
      sockets[2]!.write(opMsg(3, 0, { update: 'c', $db: 'ghar_listings' }));
      // Without a lock per database, write 2 would wait behind write 1 too.
      await waitFor(() => expect(upstream.received()).toEqual([1, 2]));
      expect(gate.waitingWrites()).toBe(1);

      upstream.answer(1);
      await waitFor(() => expect(upstream.received()).toEqual([1, 2, 3]));
    } finally {
      for (const socket of sockets) socket.destroy();
      await gate.close();
      await upstream.close();
    }
  });
});
