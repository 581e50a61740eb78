import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  connectMongo,
  createLogger,
  installQueryRecorder,
  QUERY_AUDIT_DIR_ENV,
  type QueryRecord,
} from '@ghar/platform';
import { analyzeQueries, uniqueName } from '@ghar/testing';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingModel } from '../src/data-access/booking-model';

// The query audit (issue 24) on the real server with the real booking model and its declared
// indexes: this file's own queries are recorded as a fixture's, so the level's audit skips them
// and this test judges them itself.
const THIS_FILE = 'services/bookings/test/query-audit.test.ts';

let conn: Connection;
let recordsFile: string;
beforeAll(async () => {
  const dir =
    process.env[QUERY_AUDIT_DIR_ENV] ?? (await mkdtemp(path.join(tmpdir(), 'ghar-query-audit-')));
  recordsFile = installQueryRecorder(dir);
  conn = await connectMongo({
    url: process.env.MONGO_URL ?? '',
    dbName: `test_${uniqueName('query-audit').replaceAll('-', '_')}`,
    logger: createLogger({ service: 'query-audit-test', level: 'silent' }),
  });
});
afterAll(async () => {
  await conn?.dropDatabase();
  await conn?.close();
});

async function recordedHere(): Promise<QueryRecord[]> {
  const lines = (await readFile(recordsFile, 'utf8')).split('\n').filter(Boolean);
  return lines
    .map((line) => JSON.parse(line) as QueryRecord)
    .filter((record) => record.site.startsWith(THIS_FILE));
}

describe('query audit', () => {
  it('when a query on the real booking model has no declared index, then the audit names it and its call site', async () => {
    const bookings = bookingModel(conn);
    await bookings.find({ paymentRef: 'PAY-1' }).sort({ createdAt: -1 }).limit(10);
    await bookings.find({ userId: 'u1' }).sort({ createdAt: -1 }).limit(10);

    const records = await recordedHere();
    expect(records.map((record) => [record.collection, record.fixture])).toEqual([
      ['bookings', true],
      ['bookings', true],
    ]);
    const source = (await readFile(new URL(import.meta.url), 'utf8')).split('\n');
    const line = source.findIndex((text) => text.includes("paymentRef: 'PAY-1'")) + 1;
    const verdicts = analyzeQueries(records, { includeFixtures: true });
    expect(verdicts).toEqual([
      {
        rule: 'unindexed',
        site: `${THIS_FILE}:${line}`,
        query: 'bookings.find {paymentRef=} | sort -createdAt',
        why: expect.stringContaining('{userId:1,createdAt:-1,_id:-1}') as string,
      },
    ]);
    // A fixture's query never fails the level's own audit.
    expect(analyzeQueries(records)).toEqual([]);
  });
});
