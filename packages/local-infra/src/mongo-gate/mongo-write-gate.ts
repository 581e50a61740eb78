import net from 'node:net';
import { summarizeCommand, type CommandSummary } from './command-summary';
import { MessageSplitter, commandName, type WireMessage } from './wire-messages';

/**
 * FerretDB 1.x applies an update by reading the document, changing it in Go and writing it back
 * in a separate step, so two concurrent updates of one document lose one of them (measured: 4 of
 * 50 concurrent $inc survived; 20 of 20 version-guarded updates "won"). MongoDB makes each
 * single-document write atomic, and the services rely on that (outbox, optimistic versions).
 *
 * This gate sits in front of FerretDB on loopback and lets one write command run at a time in each
 * database, across all connections; FerretDB answers a write only after it is stored, so the next
 * write sees it. A document lives in one database (one SQLite file), so that is all atomicity
 * needs, and one service's slow write (FerretDB scans the collection for any filter but `{_id}`,
 * seconds on a large one) does not hold up every other service's writes. Reads pass straight
 * through. It is part of the local servers only: MongoDB 7 needs no gate.
 */
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify']);

class WriteLock {
  private tail: Promise<void> = Promise.resolve();
  /** Writes waiting for their turn (not the one running). */
  waiting = 0;

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.waiting += 1;
    const ready = this.tail.then(() => {
      this.waiting -= 1;
      return release;
    });
    this.tail = this.tail.then(() => held);
    return ready;
  }
}

export interface MongoWriteGate {
  port: number;
  /** Write commands queued behind the one running in their database (tests and diagnostics). */
  waitingWrites: () => number;
  close: () => Promise<void>;
}

/** One answered request, for the profile: how long FerretDB took, and a write's wait for its turn. */
export interface ProfiledCommand extends CommandSummary {
  ms: number;
  waitedMs: number;
}

export function startMongoWriteGate(options: {
  listenPort: number;
  upstreamPort: number;
  host?: string;
  /** Told of every answered OP_MSG request (off unless given: it reads each request's BSON). */
  profile?: (command: ProfiledCommand) => void;
}): Promise<MongoWriteGate> {
  const host = options.host ?? '127.0.0.1';
  /** One lock per database, named by the command's `$db` (every OP_MSG request carries one). */
  const locks = new Map<string, WriteLock>();
  const lockOf = (message: WireMessage) => {
    const db = summarizeCommand(message)?.db ?? '';
    let lock = locks.get(db);
    if (!lock) locks.set(db, (lock = new WriteLock()));
    return lock;
  };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(options.upstreamPort, host);
    sockets.add(client).add(upstream);
    const fromClient = new MessageSplitter();
    const fromUpstream = new MessageSplitter();
    /** Releases of writes in flight on this connection, by request id. */
    const awaitingReply = new Map<number, () => void>();
    /** Profiled requests awaiting their reply: when sent upstream, and the turn's wait. */
    const inFlight = new Map<
      number,
      { summary: CommandSummary; sentAt: number; waitedMs: number }
    >();
    let queue: Promise<void> = Promise.resolve();
    let closed = false;

    const forward = async (message: WireMessage) => {
      const name = commandName(message);
      const queuedAt = performance.now();
      if (name && WRITE_COMMANDS.has(name)) {
        const release = await lockOf(message).acquire();
        // The client went away (a killed service) while its write waited: no reply will ever
        // come to release the turn, so give it back now or every later write waits forever.
        if (closed) {
          release();
          return;
        }
        awaitingReply.set(message.requestId, release);
      }
      const summary = options.profile && summarizeCommand(message);
      if (summary) {
        const sentAt = performance.now();
        inFlight.set(message.requestId, { summary, sentAt, waitedMs: sentAt - queuedAt });
      }
      if (!upstream.destroyed) upstream.write(message.bytes);
    };

    client.on('data', (chunk: Buffer) => {
      client.pause();
      const messages = fromClient.push(chunk);
      // Keep the connection's order: each message waits for the one before it.
      queue = queue
        .then(async () => {
          for (const message of messages) await forward(message);
        })
        .finally(() => client.resume());
    });
    upstream.on('data', (chunk: Buffer) => {
      client.write(chunk);
      for (const reply of fromUpstream.push(chunk)) {
        awaitingReply.get(reply.responseTo)?.();
        awaitingReply.delete(reply.responseTo);
        const profiled = inFlight.get(reply.responseTo);
        if (profiled) {
          inFlight.delete(reply.responseTo);
          options.profile?.({
            ...profiled.summary,
            ms: performance.now() - profiled.sentAt,
            waitedMs: profiled.waitedMs,
          });
        }
      }
    });

    const teardown = () => {
      closed = true;
      for (const release of awaitingReply.values()) release();
      awaitingReply.clear();
      inFlight.clear();
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', teardown).on('error', teardown);
    upstream.on('close', teardown).on('error', teardown);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.listenPort, host, () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        waitingWrites: () => [...locks.values()].reduce((sum, lock) => sum + lock.waiting, 0),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
