import { waitFor } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughGateway } from './support/booking-form';
import { logIn, logInAdmin, newPerson, signUp, type Caller } from './support/callers';
import { applyDealer } from './support/dealer-applications';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 12's journey across services, through the gateway: dealers (apply, approve, the tree,
// the ledger), auth (the role follows the approval), bookings (the dealer code is accepted once
// approved; BookingApproved and BookingUnbooked reach the ledger).

interface Entry {
  kind: string;
  level: number;
  amount: number;
  booking: { id: string; dealerCode: string };
  downline: { referralCode: string }[];
}
interface TreeNode {
  id: string;
  level: number;
  commission: number;
  totalCommission: number;
  children: TreeNode[];
}

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;
const get = (path: string, caller?: Caller) => send({ method: 'get', path, token: caller?.token });

/** Signs up through the public form and keeps the credentials, to sign in again as a DEALER. */
async function person(label: string) {
  const details = newPerson(label);
  const form = new FormData();
  for (const key of ['name', 'email', 'mobile', 'password', 'aadhaar'] as const)
    form.set(key, details[key]);
  const answer = await send({ method: 'post', path: '/api/auth/signup', form });
  if (answer.status !== 201) throw new Error(`signup answered ${answer.status}: ${answer.text}`);
  const caller: Caller = { name: 'user', ...(await logIn(details)) };
  return { details, caller };
}

let admin: Caller;
let lister: Caller;
beforeAll(async () => {
  [admin, lister] = await Promise.all([logInAdmin(), signUp('user')]);
});

/** Applies, is approved, and signs in again once auth has made the account a DEALER. */
async function becomeDealer(label: string, sponsorCode?: string) {
  const { details, caller } = await person(label);
  const applied = await applyDealer(caller, sponsorCode);
  expect(applied.status, applied.text).toBe(201);
  const request = json<{ id: string; referralCode: string; level: number }>(applied);
  const approved = await send({
    method: 'put',
    path: `/api/admin/dealer-requests/${request.id}/approve`,
    token: admin.token,
  });
  expect(approved.status, approved.text).toBe(200);
  const dealer = await waitFor(
    async () => {
      const session = await send({ method: 'post', path: '/api/auth/login', json: details });
      const data = json<{ token: string; user: { id: string; role: string } }>(session);
      return data.user.role === 'DEALER' && { name: 'dealer' as const, token: data.token };
    },
    { timeoutMs: 30_000 },
  );
  return { ...request, caller: dealer };
}

const ledgerOf = async (dealer: Caller, bookingId: string) =>
  json<Entry[]>(await get('/api/dealers/my-commissions', dealer)).filter(
    (entry) => entry.booking.id === bookingId,
  );

describe('the dealer network through the gateway', () => {
  it('when D2 joins under D1 and a booking with D2’s code is approved, then D2 earns level 1 and D1 level 2 exactly; unbooked, both are reversed; the tree shows D1 → D2', async () => {
    const d1 = await becomeDealer('dealer one');
    expect(d1.level).toBe(1);
    const d2 = await becomeDealer('dealer two', d1.referralCode.toLowerCase());
    expect(d2.level).toBe(2);

    // A RENT flat at ₹18,000 a month: the deal's commission is one month's rent.
    const listing = await listThroughGateway(lister, await rentFlatForm({ title: 'Dealer flat' }));
    const { caller: u } = await person('booker');
    const booking = await bookThroughGateway(
      u,
      listing.id,
      'UTR55554444',
      d2.referralCode.toLowerCase(),
    );
    const approved = await send({
      method: 'put',
      path: `/api/bookings/${booking.id}/approve`,
      token: admin.token,
    });
    expect(approved.status, approved.text).toBe(200);

    const d2Earned = await waitFor(
      async () => {
        const entries = await ledgerOf(d2.caller, booking.id);
        return entries.length === 1 && entries;
      },
      { timeoutMs: 30_000 },
    );
    expect(d2Earned).toMatchObject([{ kind: 'EARNED', level: 1, amount: 7_200, downline: [] }]);
    const d1Earned = await waitFor(async () => {
      const entries = await ledgerOf(d1.caller, booking.id);
      return entries.length === 1 && entries;
    });
    expect(d1Earned).toMatchObject([
      { kind: 'EARNED', level: 2, amount: 1_800, downline: [{ referralCode: d2.referralCode }] },
    ]);

    const tree = json<TreeNode[]>(await get('/api/admin/dealer-tree', admin));
    const root = tree.find((node) => node.id === d1.id);
    expect(root).toMatchObject({
      level: 1,
      commission: 1_800,
      totalCommission: 9_000,
      children: [{ id: d2.id, level: 2, commission: 7_200, totalCommission: 7_200 }],
    });
    const own = json<TreeNode>(await get(`/api/dealers/tree/${d1.id}`, d1.caller));
    expect(own.children.map((child) => child.id)).toEqual([d2.id]);
    expect((await get(`/api/dealers/tree/${d1.id}`, d2.caller)).status).toBe(403);

    const unbooked = await send({
      method: 'put',
      path: `/api/bookings/${booking.id}/unbook`,
      token: admin.token,
    });
    expect(unbooked.status, unbooked.text).toBe(200);
    for (const [dealer, amount] of [
      [d2, 7_200],
      [d1, 1_800],
    ] as const) {
      const entries = await waitFor(
        async () => {
          const all = await ledgerOf(dealer.caller, booking.id);
          return all.length === 2 && all;
        },
        { timeoutMs: 30_000 },
      );
      expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
        ['REVERSED', -amount],
        ['EARNED', amount],
      ]);
    }
    const me = json<{ commission: number; totalCommission: number }>(
      await get('/api/dealers/me', d1.caller),
    );
    expect(me).toMatchObject({ commission: 0, totalCommission: 0 });
  });
});
