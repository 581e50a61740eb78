import { randomUUID } from 'node:crypto';
import { SETTINGS_DEFAULTS } from '@ghar/contracts/constants';
import { SETTINGS_MESSAGES } from '@ghar/contracts/http';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createSettingsStore } from '../src/index';
import { connectMongo } from '../src/mongo/connect';
import { testServers } from './fixtures/test-env';

const servers = testServers();
const logger = createLogger({ service: 'test', level: 'warn' });
const admin = { userId: 'admin-1', email: 'admin@ghar.test' };

// Two connections to one database stand for two instances of a service.
let first: Connection;
let second: Connection;
let clock = 0;
beforeAll(async () => {
  const dbName = `platform_settings_${randomUUID().slice(0, 8)}`;
  first = await connectMongo({ url: servers.mongoUrl, dbName, logger });
  second = await connectMongo({ url: servers.mongoUrl, dbName, logger });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const storeOn = (conn: Connection) =>
  createSettingsStore({
    conn,
    section: 'listings',
    defaults: SETTINGS_DEFAULTS.listings,
    source: 'listings',
    now: () => clock,
  });

describe('settings store', () => {
  it('when one instance saves a change, then it reads it at once and another instance within its 5 s cache', async () => {
    const [a, b] = [storeOn(first), storeOn(second)];
    expect((await b.current()).listingFee).toBe(100);
    await a.change({ listingFee: 150 }, admin);
    expect((await a.current()).listingFee).toBe(150);
    expect((await b.current()).listingFee).toBe(100);
    clock += 5_001;
    expect((await b.current()).listingFee).toBe(150);
  });

  it('when two instances save different values at once, then both land with both audit entries and both events', async () => {
    const [a, b] = [storeOn(first), storeOn(second)];
    const before = (await a.view()).audit.length;
    await Promise.all([
      a.change({ upiId: 'fees@okaxis' }, admin),
      b.change({ upiPayeeName: 'Ghar Fees' }, { ...admin, userId: 'admin-2' }),
    ]);
    const view = await storeOn(first).view();
    expect(view.values).toMatchObject({ upiId: 'fees@okaxis', upiPayeeName: 'Ghar Fees' });
    expect(view.audit).toHaveLength(before + 2);
    const doc = await a.model
      .findOne({ _id: 'settings' })
      .lean<{ pendingEvents: { type: string; data: { changes: { key: string }[] } }[] }>();
    const keys = doc!.pendingEvents
      .filter((event) => event.type === 'ListingsSettingsChanged')
      .flatMap((event) => event.data.changes.map((change) => change.key));
    expect(keys).toEqual(expect.arrayContaining(['upiId', 'upiPayeeName']));
  });

  it('when a change breaks a rule, then it throws the contract’s text and nothing is stored', async () => {
    const store = storeOn(first);
    const before = await store.view();
    await expect(store.change({ listingFee: -1 }, admin)).rejects.toThrow(
      SETTINGS_MESSAGES.listingFee,
    );
    expect(await store.view()).toEqual(before);
  });
});
