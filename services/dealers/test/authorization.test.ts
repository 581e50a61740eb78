import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import type { CallerIdentity } from '@ghar/platform';
import { startTestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealersService } from '../src/build-service';
import { apply, approvedDealer, person, type DealersInstance } from './dealer-fixtures';

let service: DealersInstance;
let owner: Awaited<ReturnType<typeof approvedDealer>>;
let callers: Record<Caller, CallerIdentity>;
beforeAll(async () => {
  service = (await startTestService(dealersService)) as unknown as DealersInstance;
  owner = await approvedDealer(service, 'Owner Dealer');
  const other = await approvedDealer(service, 'Other Dealer');
  callers = {
    visitor: {},
    user: await person(service, 'Plain User'),
    owner: owner.caller,
    otherDealer: other.caller,
    admin: service.identities.admin,
  };
});
afterAll(async () => {
  await service?.close();
});

type Caller = 'visitor' | 'user' | 'owner' | 'otherDealer' | 'admin';
const CALLERS: Caller[] = ['visitor', 'user', 'owner', 'otherDealer', 'admin'];

/** A fresh PENDING application, so each caller's decision meets one still to decide. */
const pendingId = async () =>
  (await apply(service, await person(service, 'Applicant'))).body.data.id;

/**
 * Every route × visitor, a USER, the dealer who owns the resource, another dealer and an admin:
 * the expected status of each (401 unsigned, 403 refused, 409 a state refusal after access).
 */
const TABLE: [string, string, () => Promise<string>, Record<Caller, number>, unknown?][] = [
  [
    'POST',
    '/auth/apply-dealer',
    async () => '',
    { visitor: 401, user: 201, owner: 409, otherDealer: 409, admin: 403 },
    {},
  ],
  [
    'GET',
    '/dealers/me',
    async () => '',
    { visitor: 401, user: 200, owner: 200, otherDealer: 200, admin: 200 },
  ],
  [
    'GET',
    '/dealers/my-commissions',
    async () => '',
    { visitor: 401, user: 403, owner: 200, otherDealer: 200, admin: 200 },
  ],
  [
    'GET',
    '/dealers/referral/{code}',
    async () => owner.referralCode,
    { visitor: 200, user: 200, owner: 200, otherDealer: 200, admin: 200 },
  ],
  [
    'GET',
    '/dealers/tree/{id}',
    async () => owner.id,
    { visitor: 401, user: 403, owner: 200, otherDealer: 403, admin: 200 },
  ],
  [
    'GET',
    '/dealers/hierarchy/{id}',
    async () => owner.id,
    { visitor: 401, user: 403, owner: 200, otherDealer: 403, admin: 200 },
  ],
  [
    'GET',
    '/dealers/stats/{id}',
    async () => owner.id,
    { visitor: 401, user: 403, owner: 200, otherDealer: 403, admin: 200 },
  ],
  [
    'GET',
    '/dealers/commissions/export?month=2026-01',
    async () => '',
    { visitor: 401, user: 403, owner: 403, otherDealer: 403, admin: 200 },
  ],
  [
    'GET',
    '/admin/dealer-requests',
    async () => '',
    { visitor: 401, user: 403, owner: 403, otherDealer: 403, admin: 200 },
  ],
  [
    'PUT',
    '/admin/dealer-requests/{id}/approve',
    pendingId,
    { visitor: 401, user: 403, owner: 403, otherDealer: 403, admin: 200 },
  ],
  [
    'PUT',
    '/admin/dealer-requests/{id}/reject',
    pendingId,
    { visitor: 401, user: 403, owner: 403, otherDealer: 403, admin: 200 },
  ],
  [
    'GET',
    '/admin/dealer-tree',
    async () => '',
    { visitor: 401, user: 403, owner: 403, otherDealer: 403, admin: 200 },
  ],
];

const REFUSALS: Record<number, string> = { 401: E.authRequired, 403: E.accessDenied };

describe('authorization of every dealers route', () => {
  for (const [method, template, param, expected, json] of TABLE) {
    it(`${method} ${template}: ${CALLERS.map((caller) => `${caller} ${expected[caller]}`).join(', ')}`, async () => {
      const seen: Record<string, number> = {};
      for (const caller of CALLERS) {
        const target = template.replace(/\{(id|code)\}/, await param());
        const res = await service.call(method, target, { as: callers[caller], json });
        seen[caller] = res.status;
        if (REFUSALS[res.status]) expect(res.body.error).toBe(REFUSALS[res.status]);
      }
      expect(seen).toEqual(expected);
    });
  }

  it('when the id names no dealer, then 404 for the admin and for a dealer alike', async () => {
    for (const route of ['tree', 'hierarchy', 'stats']) {
      for (const as of [callers.admin, callers.owner]) {
        const res = await service.call('GET', `/dealers/${route}/0123456789abcdef01234567`, { as });
        expect([res.status, res.body.error]).toEqual([404, E.dealerNotFound]);
      }
    }
  });
});
