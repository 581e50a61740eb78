import type { EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { buildEvent, processedEventsModel } from '@ghar/platform';
import { startTestService, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { book, newId, seedProperty, type BookingsInstance } from './booking-fixtures';

/** Issue 23 items 4 and 5: no booking with one's own code, nor a blocked or deleted dealer's. */
let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.bookings;

/** Publishes events and waits until the bookings consumer has handled each one. */
async function deliver(...events: EventEnvelope[]) {
  await service.publish(events);
  const processed = processedEventsModel(service.infra.conn);
  for (const event of events) {
    await waitFor(
      async () => expect(await processed.exists({ eventId: event.id })).not.toBeNull(),
      { timeoutMs: 20_000 },
    );
  }
}

/** A dealer approved on dealers.events: their user and code. */
async function approvedDealer(userId = newId()) {
  const referralCode = `GHR${newId().slice(0, 5).toUpperCase()}`;
  const dealer = { userId, email: `${userId}@example.in`, name: 'Dealer', role: 'DEALER' as const };
  await deliver(
    buildEvent(
      'DealerApproved',
      newId(),
      { dealerId: newId(), ...dealer, referralCode, status: 'APPROVED' },
      { source: 'dealers' },
    ),
  );
  return { ...dealer, referralCode };
}

const standing = (type: 'UserBlocked' | 'UserUnblocked', dealer: { userId: string }) =>
  buildEvent(
    type,
    dealer.userId,
    {
      userId: dealer.userId,
      email: `${dealer.userId}@example.in`,
      name: 'Dealer',
      role: 'DEALER',
      status: type === 'UserBlocked' ? 'BLOCKED' : 'ACTIVE',
    },
    { source: 'auth' },
  );

const bookWith = async (as: { userId: string; email: string; role: string }, code: string) =>
  book(service, as, { propertyId: (await seedProperty(deps())).id, dealerCode: code });

describe('the dealer code of POST /bookings/create', () => {
  it("when a dealer books with their own code, then it is 400 'Invalid dealer code' and no booking is made", async () => {
    const { user } = service.identities;
    const dealer = await approvedDealer(user.userId);
    const res = await bookWith(user, dealer.referralCode.toLowerCase());
    expect([res.status, res.body.error]).toEqual([400, E.invalidDealerCode]);
    const other = await bookWith(service.identities.otherUser, dealer.referralCode);
    expect(other.status).toBe(201);
  });

  it('when the dealer is blocked, then the code is refused until the unblock; when deleted, for good', async () => {
    const { user } = service.identities;
    const dealer = await approvedDealer();
    await deliver(standing('UserBlocked', dealer));
    const blocked = await bookWith(user, dealer.referralCode);
    expect([blocked.status, blocked.body.error]).toEqual([400, E.invalidDealerCode]);

    await deliver(standing('UserUnblocked', dealer));
    expect((await bookWith(user, dealer.referralCode)).status).toBe(201);

    await deliver(
      buildEvent(
        'UserDeleted',
        dealer.userId,
        { userId: dealer.userId, email: dealer.email },
        { source: 'auth' },
      ),
    );
    const deleted = await bookWith(user, dealer.referralCode);
    expect([deleted.status, deleted.body.error]).toEqual([400, E.invalidDealerCode]);
  });
});
