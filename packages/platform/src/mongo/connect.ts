import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { installQueryRecorder, QUERY_AUDIT_DIR_ENV } from './query-audit/query-recorder';

/**
 * One connection per service database. autoIndex is off: indexes are created explicitly at start-up
 * (ensureIndexes) so a missing index fails the start instead of a later query.
 */
export async function connectMongo(options: {
  url: string;
  dbName: string;
  logger: Logger;
}): Promise<Connection> {
  // The test levels' query audit (issue 24): records what this process's services query.
  const auditDir = process.env[QUERY_AUDIT_DIR_ENV];
  if (auditDir) installQueryRecorder(auditDir);
  const conn = mongoose.createConnection(options.url, {
    dbName: options.dbName,
    autoIndex: false,
    autoCreate: true,
    serverSelectionTimeoutMS: 10_000,
  });
  await conn.asPromise();
  conn.on('disconnected', () => options.logger.info('mongo disconnected'));
  conn.on('reconnected', () => options.logger.info('mongo reconnected'));
  return conn;
}

export async function ensureIndexes(conn: Connection): Promise<void> {
  for (const model of Object.values(conn.models)) {
    await model.createCollection().catch((error: { codeName?: string }) => {
      if (error.codeName !== 'NamespaceExists') throw error;
    });
    await model.createIndexes();
  }
}

export function mongoHealthCheck(conn: Connection) {
  return async () => {
    if (!conn.db) throw new Error('not connected');
    await conn.db.admin().ping();
  };
}

/** Mongo's duplicate-key error, which a unique index raises on a second insert. */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}
