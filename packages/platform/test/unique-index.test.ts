import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger, isDuplicateKeyError, processedEventsModel } from '../src/index';
import { connectMongo, ensureIndexes } from '../src/mongo/connect';
import { testServers } from './fixtures/test-env';

const servers = testServers();
const logger = createLogger({ service: 'test', level: 'warn' });

describe('MongoDB-compatible server', () => {
  it('when a duplicate is inserted under a unique index, then the server rejects it', async () => {
    const conn = await connectMongo({
      url: servers.mongoUrl,
      dbName: `platform_unique_${randomUUID().slice(0, 8)}`,
      logger,
    });
    const model = processedEventsModel(conn);
    await ensureIndexes(conn);
    const row = { consumer: 'c', eventId: 'e-1', outcome: 'handled', processedAt: new Date() };
    await model.create(row);

    const second = await model.create(row).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDuplicateKeyError(second)).toBe(true);
    expect(await model.countDocuments({ eventId: 'e-1' })).toBe(1);
    await conn.close();
  });
});
