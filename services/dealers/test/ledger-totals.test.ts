import type { BookingApprovedData } from '@ghar/contracts/events';
import { buildEvent } from '@ghar/platform';
import { startTestService } from '@ghar/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealersService } from '../src/build-service';
import { commissionModel, type CommissionDoc } from '../src/data-access/commission-model';
import { addEntry, emptyTotals } from '../src/domain/ledger-totals-rules';
import { approvedDealer, deliver, type DealersInstance } from './dealer-fixtures';

// Its own service (its own database): the totals below are the whole ledger's.
let service: DealersInstance;
beforeAll(async () => {
  service = (await startTestService(dealersService)) as unknown as DealersInstance;
});
afterAll(async () => {
  await service?.close();
});

const newId = () => randomBytes(12).toString('hex');
const booking = (dealerCode: string): BookingApprovedData => ({
  bookingId: newId(),
  propertyId: newId(),
  propertyTitle: 'Haveli, Udaipur',
  propertyAction: 'SELL',
  propertyPrice: 5_000_000,
  userId: newId(),
  userEmail: 'buyer@example.in',
  amount: 300,
  status: 'CONFIRMED',
  cancelledBookingIds: [],
  dealerCode,
});
// A new event id each time: the consumer's de-duplication does not stop it, the ledger must.
const approved = (data: BookingApprovedData) =>
  buildEvent('BookingApproved', data.bookingId, data, { source: 'bookings' });
const unbooked = (data: BookingApprovedData) =>
  buildEvent(
    'BookingUnbooked',
    data.bookingId,
    { ...data, status: 'CANCELLED', cancelledBookingIds: undefined } as never,
    { source: 'bookings' },
  );

const entries = () => commissionModel(service.infra.conn);
const totals = () => service.built.dealers.ledger.sums();
/** The ledger added up entry by entry: what the kept totals must equal. */
const summed = async () =>
  (await entries().find({}).lean<CommissionDoc[]>()).reduce(addEntry, emptyTotals());
const kept = async () => {
  const { earnedPaise, reversedPaise, byDealer, byMonth } = await totals();
  return { earnedPaise, reversedPaise, byDealer, byMonth };
};

describe('the ledger totals kept with its writes (issue 24 item 3)', () => {
  it('when commissions are earned, replayed, reversed and replayed again, then the totals count each entry once and equal the ledger summed', async () => {
    const d1 = await approvedDealer(service, 'Lakshmi One');
    const d2 = await approvedDealer(service, 'Lalit Two', d1.referralCode);
    expect(await kept()).toEqual(emptyTotals());

    const sale = booking(d2.referralCode);
    await deliver(service, approved(sale));
    const earned = await kept();
    expect(earned.earnedPaise).toBeGreaterThan(0);
    expect(earned.byDealer[d2.id]?.earned).toBe(1);
    expect(earned.byDealer[d1.id]?.earned).toBe(1);
    expect(earned).toEqual(await summed());

    await deliver(service, approved(sale));
    expect(await kept()).toEqual(earned);

    await deliver(service, unbooked(sale));
    const reversed = await kept();
    expect(reversed.reversedPaise).toBe(earned.earnedPaise);
    expect(reversed.byDealer[d2.id]).toEqual({ netPaise: 0, earned: 1, reversed: 1 });
    expect(reversed).toEqual(await summed());
    await deliver(service, unbooked(sale));
    expect(await kept()).toEqual(reversed);
  });

  it('when a write stopped after adding an entry but before marking it (a crash), then the replay adds nothing and finishes the marking', async () => {
    const dealer = await approvedDealer(service, 'Mohan Crash');
    const sale = booking(dealer.referralCode);
    await deliver(service, approved(sale));
    const before = await kept();
    const entry = await entries().findOne({ bookingId: sale.bookingId }).lean<CommissionDoc>();
    // As the crash left it: counted in the totals (its id in `adding`), not marked on the entry.
    await entries().updateOne({ _id: entry!._id }, { $unset: { counted: 1 } });
    await service.infra.conn
      .collection<{ _id: string }>('ledger_totals')
      .updateOne({ _id: 'totals' }, { $push: { adding: entry!._id } });

    await deliver(service, approved(sale));
    expect(await kept()).toEqual(before);
    expect((await entries().findOne({ _id: entry!._id }).lean<CommissionDoc>())?.counted).toBe(
      true,
    );
    expect((await totals()) as unknown).toMatchObject({ adding: [] });
  });

  it('when the totals and the network are missing (a database from before them), then the start-up pass rebuilds both from the collections', async () => {
    const network = await service.built.dealers.dealers.all();
    const before = await kept();
    await service.infra.conn.collection('ledger_totals').deleteMany({});
    await service.infra.conn.collection('dealer_network').deleteMany({});
    expect(await service.built.dealers.dealers.all()).toEqual([]);

    await service.built.rebuildProjections();
    expect(await kept()).toEqual(before);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect((await service.built.dealers.dealers.all()).sort(byId)).toEqual(network.sort(byId));
    // A replay after the rebuild still adds nothing: the rebuild marked what it counted.
    const entry = await entries().findOne({}).lean<CommissionDoc>();
    expect(entry?.counted).toBe(true);
  });

  it('when a dealer has more entries than a page, then my-commissions answers 100 a page, newest first', async () => {
    const dealer = await approvedDealer(service, 'Pooja Pages');
    const start = Date.parse('2026-11-01T00:00:00Z');
    await entries().insertMany(
      Array.from({ length: 105 }, (_, i) => ({
        _id: newId(),
        dealerId: dealer.id,
        dealerUserId: dealer.caller.userId,
        bookingId: newId(),
        propertyId: newId(),
        propertyAction: 'SELL',
        dealerCode: dealer.referralCode,
        level: 1,
        kind: 'EARNED',
        amountPaise: 100 + i,
        dealCommissionPaise: 1000,
        basis: 'SALE_PERCENT',
        basisPercent: 2,
        levelPercent: 40,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const page = async (n?: number) => {
      const res = await service.call(
        'GET',
        `/dealers/my-commissions${n === undefined ? '' : `?page=${n}`}`,
        { as: dealer.caller },
      );
      expect(res.status).toBe(200);
      return res.body.data as { amount: number }[];
    };
    const first = await page();
    expect(first).toHaveLength(100);
    expect(first[0]?.amount).toBe(2.04);
    const second = await page(2);
    expect(second.map((entry) => entry.amount)).toEqual([1.04, 1.03, 1.02, 1.01, 1]);
    expect(
      (await service.call('GET', '/dealers/my-commissions?page=0', { as: dealer.caller })).status,
    ).toBe(400);
  });
});
