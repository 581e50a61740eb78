import type { Role } from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import { processedEventsModel } from '@ghar/platform';
import { testIdentity, waitFor, type TestService } from '@ghar/testing';
import { expect } from 'vitest';
import type { DealersDeps } from '../src/domain/ports';

export type DealersInstance = TestService & {
  built: { dealers: DealersDeps; rebuildProjections: () => Promise<unknown> };
};

export type Caller = ReturnType<typeof testIdentity>;

/** A signed-in caller whom the users projection knows (as auth.events would have left it). */
export async function person(service: DealersInstance, name: string, role: Role = 'USER') {
  const caller = testIdentity(role);
  await service.built.dealers.users.record(
    { id: caller.userId, name, email: caller.email, role },
    new Date(),
  );
  return caller;
}

export const apply = (service: DealersInstance, as: Caller, referralCode?: string) =>
  service.call('POST', '/auth/apply-dealer', {
    as,
    json: referralCode === undefined ? {} : { referralCode },
  });

export const decide = (service: DealersInstance, id: string, action: 'approve' | 'reject') =>
  service.call('PUT', `/admin/dealer-requests/${id}/${action}`, { as: service.identities.admin });

/** A USER who applied with `sponsorCode` and was approved: their DealerRequest. */
export async function approvedDealer(
  service: DealersInstance,
  name: string,
  sponsorCode?: string,
): Promise<{ caller: Caller; id: string; referralCode: string; level: number }> {
  const caller = await person(service, name);
  const applied = await apply(service, caller, sponsorCode);
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const approved = await decide(service, applied.body.data.id, 'approve');
  expect(approved.status).toBe(200);
  return { caller: { ...caller, role: 'DEALER' }, ...approved.body.data };
}

/** Publishes events and waits until the dealers consumer has handled each one. */
export async function deliver(service: DealersInstance, ...events: EventEnvelope[]) {
  await service.publish(events);
  const processed = processedEventsModel(service.infra.conn);
  for (const event of events) {
    await waitFor(
      async () => expect(await processed.exists({ eventId: event.id })).not.toBeNull(),
      { timeoutMs: 20_000 },
    );
  }
}
