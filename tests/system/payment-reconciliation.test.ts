import { BUSINESS_DEFAULTS } from '@ghar/contracts/constants';
import type { PaymentReconciliation } from '@ghar/contracts/http';
import { waitFor } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../support/stack-listings';
import { bookThroughGateway } from './support/booking-form';
import { logInAdmin, signUp, type Caller } from './support/callers';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 13 item 5 through the gateway: listings' fees and bookings' payments on one page.

let owner: Caller;
let b: Caller;
let c: Caller;
let admin: Caller;
beforeAll(async () => {
  [owner, b, c, admin] = await Promise.all([
    signUp('user'),
    signUp('another user'),
    signUp('dealer'),
    logInAdmin(),
  ]);
});

const json = <T>(answer: { status: number; text: string }) => {
  if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};
const page = async (query = '') =>
  json<PaymentReconciliation>(
    await send({ method: 'get', path: `/api/admin/payments${query}`, token: admin.token }),
  );
const paymentOf = async (id: string) => (await page()).payments.find((each) => each.id === id);

describe('payment reconciliation through the gateway', () => {
  it('when a listing fee and two bookings carry one reference (other case and spacing), then all three are flagged duplicates', async () => {
    const tag = uniqueTag()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
    const reference = `UTR${tag}`.slice(0, 30);
    const listing = await listThroughGateway(
      owner,
      await rentFlatForm({ title: `Fee flat ${tag}`, listingFeeReference: reference }),
    );
    const first = await bookThroughGateway(b, listing.id, reference.toLowerCase());
    const second = await bookThroughGateway(
      c,
      listing.id,
      ` ${reference.slice(0, 6)} ${reference.slice(6)} `,
    );

    const found = await page();
    expect(found.unavailable).toEqual([]);
    const byId = new Map(found.payments.map((each) => [each.id, each]));
    expect(byId.get(listing.id)).toMatchObject({ source: 'LISTING_FEE', state: 'RECEIVED' });
    expect(byId.get(listing.id)?.duplicateOf.sort()).toEqual(
      [`BOOKING:${first.id}`, `BOOKING:${second.id}`].sort(),
    );
    expect(byId.get(first.id)?.duplicateOf.sort()).toEqual(
      [`BOOKING:${second.id}`, `LISTING_FEE:${listing.id}`].sort(),
    );
    expect(byId.get(second.id)?.duplicateOf).toHaveLength(2);

    const fees = await page('?source=LISTING_FEE');
    expect(fees.payments.every((each) => each.source === 'LISTING_FEE')).toBe(true);
    expect(fees.payments.find((each) => each.id === listing.id)?.duplicateOf).toHaveLength(2);
  });

  it('when a booking is approved then unbooked, then its refund owed is the amount minus the ₹1,000 fine, and refunding it settles it', async () => {
    const listing = await listThroughGateway(
      owner,
      await rentFlatForm({ title: `Unbooked flat ${uniqueTag()}` }),
    );
    const booking = await bookThroughGateway(b, listing.id, 'UTR-UNBOOK-1');
    const decide = (action: string) =>
      send({ method: 'put', path: `/api/bookings/${booking.id}/${action}`, token: admin.token });
    expect((await decide('approve')).status).toBe(200);
    expect((await decide('unbook')).status).toBe(200);

    const unbooked = await paymentOf(booking.id);
    expect(unbooked?.bookingOutcome).toBe('UNBOOKED');
    expect(unbooked?.amount).toBeGreaterThan(BUSINESS_DEFAULTS.cancellationFine);
    expect(unbooked?.refundOwed).toBe(unbooked!.amount - BUSINESS_DEFAULTS.cancellationFine);
    const owed = await page('?source=BOOKING');
    expect(owed.refundsOwed.total).toBeGreaterThanOrEqual(unbooked!.refundOwed);

    const move = (state: string) =>
      send({
        method: 'put',
        path: `/api/bookings/${booking.id}/payment`,
        token: admin.token,
        json: { state, note: `${state} by the system test` },
      });
    expect((await move('REFUNDED')).status).toBe(409);
    expect((await move('VERIFIED')).status).toBe(200);
    expect((await move('REFUNDED')).status).toBe(200);
    const settled = await waitFor(async () => {
      const now = await paymentOf(booking.id);
      return now?.state === 'REFUNDED' ? now : false;
    });
    expect(settled.refundOwed).toBe(0);
    expect(settled.history.map((step) => step.state)).toEqual(['VERIFIED', 'REFUNDED']);

    const csv = await send({
      method: 'get',
      path: '/api/admin/payments/export.csv?state=REFUNDED',
      token: admin.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(booking.id);
    expect(csv.text).toContain('REFUNDED by the system test');
  });

  it('when a user asks for the page, then 403', async () => {
    expect(
      (await send({ method: 'get', path: '/api/admin/payments', token: b.token })).status,
    ).toBe(403);
  });
});
