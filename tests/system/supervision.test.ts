import { processId, waitFor } from '@ghar/testing';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openListings, uniqueTag, type Listings } from '../support/stack-listings';
import { logInAdmin, type Caller } from './support/callers';
import { send } from './support/gateway-client';

// Issue 24 item 4: the stack runs under the same supervisor as `npm start` (global-setup-stack.ts
// passes `supervise`); this test crashes a service as the OOM killer or `kill -9` would.

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;

let admin: Caller;
let listings: Listings;
let db: mongoose.Connection;
beforeAll(async () => {
  admin = await logInAdmin();
  // The listing's event must be left to the listings process the test kills.
  listings = await openListings(
    inject('mongoUrl'),
    inject('dbSuffix'),
    inject('stackEnv').UPLOADS_DIR ?? '',
    { relay: false },
  );
  db = await mongoose
    .createConnection(inject('mongoUrl'), { dbName: `ghar_listings${inject('dbSuffix')}` })
    .asPromise();
});
afterAll(async () => {
  await listings?.close();
  await db?.close();
});

describe('a service killed with SIGKILL under the supervisor', () => {
  it('when listings dies with an event still in its outbox, then /api/healthz is ok again within 30 s and the event reaches notifications', async () => {
    const tag = uniqueTag();
    const pid = (await processId('listings'))!;
    expect(pid).toBeGreaterThan(0);

    // Frozen, its relay cannot publish: the listing's PropertyAdded is certainly still pending
    // when the process dies, and only the restarted process can deliver it.
    process.kill(pid, 'SIGSTOP');
    let propertyId: string;
    try {
      propertyId = await listings.create({ title: `Supervised flat ${tag}` });
      const stored = await db
        .collection('properties')
        .findOne({ _id: new mongoose.Types.ObjectId(propertyId) });
      expect(stored?.pendingEvents.map((event: { type: string }) => event.type)).toEqual([
        'PropertyAdded',
      ]);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
    const killedAt = Date.now();

    const health = await waitFor(
      async () => {
        const answer = await send({ method: 'get', path: '/api/healthz' });
        const status = json<{ status: string }>(answer).status;
        const restarted = await processId('listings');
        return status === 'ok' && restarted !== null && restarted !== pid ? status : false;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(health).toBe('ok');
    console.error(`[supervision] /api/healthz ok ${Date.now() - killedAt} ms after the kill`);

    const bell = await waitFor(
      async () => {
        const page = json<{ notifications: { type: string; data?: { propertyId?: string } }[] }>(
          await send({
            method: 'get',
            path: `/api/notifications?search=${tag}`,
            token: admin.token,
          }),
        );
        const types = page.notifications
          .filter((item) => item.data?.propertyId === propertyId)
          .map((item) => item.type);
        return types.length > 0 ? types : false;
      },
      { timeoutMs: 30_000 },
    );
    expect(bell).toEqual(['PROPERTY_ADDED']);
  });
});
