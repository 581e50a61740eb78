import {
  commissionEarnedDataSchema,
  type BookingApprovedData,
  type EventEnvelope,
} from '@ghar/contracts/events';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { buildEvent, processedEventsModel } from '@ghar/platform';
import { startTestService, testIdentity } from '@ghar/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealersService } from '../src/build-service';
import { CSV_HEADER } from '../src/domain/commissions-csv';
import { approvedDealer, deliver, type DealersInstance } from './dealer-fixtures';

let service: DealersInstance;
beforeAll(async () => {
  service = (await startTestService(dealersService)) as unknown as DealersInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.dealers;
const admin = () => service.identities.admin;
const newId = () => randomBytes(12).toString('hex');

/** D1 (level 1) → D2 → D3 → D4 (level 4): a booking with D4's code pays D4, D3 and D2 only. */
async function fourLevels() {
  const d1 = await approvedDealer(service, 'Dinesh One');
  const d2 = await approvedDealer(service, 'Deepa Two', d1.referralCode);
  const d3 = await approvedDealer(service, 'Dhruv Three', d2.referralCode);
  const d4 = await approvedDealer(service, 'Divya Four', d3.referralCode);
  return { d1, d2, d3, d4 };
}

const booking = (
  dealerCode: string | undefined,
  extra: Partial<BookingApprovedData> = {},
): BookingApprovedData => ({
  bookingId: newId(),
  propertyId: newId(),
  propertyTitle: 'Villa "Shanti", Jaipur',
  propertyAction: 'SELL',
  propertyPrice: 3_333_333,
  userId: newId(),
  userEmail: 'buyer@example.in',
  amount: 300,
  status: 'CONFIRMED',
  cancelledBookingIds: [],
  ...(dealerCode ? { dealerCode } : {}),
  ...extra,
});

const approvedEvent = (data: BookingApprovedData) =>
  buildEvent('BookingApproved', data.bookingId, data, { source: 'bookings' });
const unbookedEvent = (data: BookingApprovedData) =>
  buildEvent(
    'BookingUnbooked',
    data.bookingId,
    { ...data, status: 'CANCELLED', cancelledBookingIds: undefined } as never,
    { source: 'bookings' },
  );

const commissionsOf = async (caller: { userId: string; email: string }) => {
  const res = await service.call('GET', '/dealers/my-commissions', {
    as: { ...caller, role: 'DEALER' },
  });
  expect(res.status).toBe(200);
  return res.body.data as {
    id: string;
    kind: string;
    level: number;
    amount: number;
    reverses?: string;
    downline: { name: string; referralCode: string }[];
    rule: Record<string, unknown>;
    booking: { id: string; dealerCode: string };
  }[];
};

const ofBooking = (events: EventEnvelope[], type: string, bookingId: string) =>
  events.filter((event) => event.type === type && event.data.bookingId === bookingId);

describe('commissions from bookings.events', () => {
  it('when a SELL booking with D4’s code is approved, then D4, D3 and D2 earn 40/10/5 % of 2 % of the price, rounded down to the paisa; D1 earns nothing', async () => {
    const { d1, d2, d3, d4 } = await fourLevels();
    const data = booking(d4.referralCode.toLowerCase());
    await deliver(service, approvedEvent(data));
    // 2 % of ₹33,33,333 = ₹66,666.66 → 6,666,666 paise; 40 % = 2,666,666.4 → ₹26,666.66 …
    const [level1] = await commissionsOf(d4.caller);
    expect(level1).toMatchObject({
      kind: 'EARNED',
      level: 1,
      amount: 26_666.66,
      downline: [],
      booking: { id: data.bookingId, dealerCode: d4.referralCode },
      property: { id: data.propertyId, title: data.propertyTitle, action: 'SELL' },
      rule: { dealCommission: 66_666.66, basis: 'SALE_PERCENT', basisPercent: 2, levelPercent: 40 },
    });
    expect(await commissionsOf(d3.caller)).toMatchObject([
      {
        level: 2,
        amount: 6_666.66,
        rule: { levelPercent: 10 },
        downline: [{ name: 'Divya Four', referralCode: d4.referralCode }],
      },
    ]);
    expect(await commissionsOf(d2.caller)).toMatchObject([
      {
        level: 3,
        amount: 3_333.33,
        downline: [
          { name: 'Divya Four', referralCode: d4.referralCode },
          { name: 'Dhruv Three', referralCode: d3.referralCode },
        ],
      },
    ]);
    expect(await commissionsOf(d1.caller)).toEqual([]);
    const { events } = await service.readEvents(
      (all) => ofBooking(all, 'CommissionEarned', data.bookingId).length === 3,
    );
    const earned = ofBooking(events, 'CommissionEarned', data.bookingId).map((event) =>
      commissionEarnedDataSchema.parse(event.data),
    );
    expect(earned.map((each) => [each.level, each.amount, each.dealerId]).sort()).toEqual([
      [1, 26_666.66, d4.id],
      [2, 6_666.66, d3.id],
      [3, 3_333.33, d2.id],
    ]);

    // The same approval again, under a new event id (a producer retry): nothing changes.
    await deliver(service, approvedEvent(data));
    expect(await deps().ledger.ofBooking(data.bookingId)).toHaveLength(3);

    // Unbooked: each share reversed by a negative entry; the entries stay.
    await deliver(service, unbookedEvent(data));
    const d4Entries = await commissionsOf(d4.caller);
    expect(d4Entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['REVERSED', -26_666.66],
      ['EARNED', 26_666.66],
    ]);
    expect(d4Entries[0]?.reverses).toBe(d4Entries[1]?.id);
    await deliver(service, unbookedEvent(data));
    expect(await deps().ledger.ofBooking(data.bookingId)).toHaveLength(6);
    const reversedEvents = (
      await service.readEvents(
        (all) => ofBooking(all, 'CommissionReversed', data.bookingId).length === 3,
      )
    ).events;
    expect(
      ofBooking(reversedEvents, 'CommissionReversed', data.bookingId)
        .map((event) => event.data.amount)
        .sort(),
    ).toEqual([-26_666.66, -3_333.33, -6_666.66].sort());
    const stats = await service.call('GET', `/dealers/stats/${d4.id}`, { as: admin() });
    expect(stats.body.data).toMatchObject({ commission: 0, earnedEntries: 1, reversedEntries: 1 });
  });

  it('when a RENT booking is approved, then the commission is one month’s rent; a LEASE one the total over the months', async () => {
    const dealer = await approvedDealer(service, 'Rent Dealer');
    const rent = booking(dealer.referralCode, {
      propertyAction: 'RENT',
      propertyPrice: undefined,
      propertyPerMonthCharges: 15_000,
    });
    const lease = booking(dealer.referralCode, {
      propertyAction: 'LEASE',
      propertyPrice: undefined,
      propertyPerMonthCharges: 120_000,
      propertyLeaseDuration: 12,
    });
    await deliver(service, approvedEvent(rent), approvedEvent(lease));
    const entries = await commissionsOf(dealer.caller);
    const byBooking = new Map(entries.map((entry) => [entry.booking.id, entry]));
    expect(byBooking.get(rent.bookingId)).toMatchObject({
      amount: 6_000,
      rule: { dealCommission: 15_000, basis: 'ONE_MONTH_RENT', basisPercent: 100 },
    });
    expect(byBooking.get(lease.bookingId)).toMatchObject({
      amount: 4_000,
      rule: { dealCommission: 10_000 },
    });
  });

  it('when the code is unknown or the deal’s commission is 0, then no entry is written', async () => {
    const dealer = await approvedDealer(service, 'Zero Dealer');
    const unknown = booking('NOSUCH99');
    const free = booking(dealer.referralCode, { propertyPrice: 0 });
    const direct = booking(undefined);
    await deliver(service, approvedEvent(unknown), approvedEvent(free), approvedEvent(direct));
    for (const each of [unknown, free, direct]) {
      expect(await deps().ledger.ofBooking(each.bookingId)).toEqual([]);
    }
  });

  it('when an approved booking is priced beyond the ceilings (₹1e300), then it is handled at once with no commission, and the next one earns', async () => {
    const dealer = await approvedDealer(service, 'Ceiling Dealer');
    const huge = booking(dealer.referralCode, { propertyPrice: 1e300 });
    const longLease = booking(dealer.referralCode, {
      propertyAction: 'LEASE',
      propertyPerMonthCharges: 120_000,
      propertyLeaseDuration: 1e9,
    });
    const sane = booking(dealer.referralCode, { propertyPrice: 1_000_000 });
    const refused = [approvedEvent(huge), approvedEvent(longLease)];
    await deliver(service, ...refused, approvedEvent(sane));
    const processed = processedEventsModel(service.infra.conn);
    for (const event of refused) {
      const record = await processed.findOne({ eventId: event.id }).lean();
      expect(record?.outcome).toBe('handled');
      expect(await deps().ledger.ofBooking(event.subject)).toEqual([]);
    }
    expect(
      (await deps().ledger.ofBooking(sane.bookingId)).map((entry) => entry.amountPaise),
    ).toEqual([800_000]);
  });
});

/** A CSV text back into rows (quoted cells with doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

describe('the reads of the tree and the ledger', () => {
  it('when dealers form three levels with commissions, then the admin tree, a dealer’s tree, hierarchy, stats and me show levels and totals', async () => {
    const d1 = await approvedDealer(service, 'Tree Root');
    const d2 = await approvedDealer(service, 'Tree Middle', d1.referralCode);
    const d3 = await approvedDealer(service, 'Tree Leaf', d2.referralCode);
    const rent = booking(d3.referralCode, {
      propertyAction: 'RENT',
      propertyPrice: undefined,
      propertyPerMonthCharges: 10_000,
    });
    await deliver(service, approvedEvent(rent));

    const tree = await service.call('GET', '/admin/dealer-tree', { as: admin() });
    const root = tree.body.data.find((node: { id: string }) => node.id === d1.id);
    expect(root).toMatchObject({
      level: 1,
      commission: 500,
      totalCommission: 5_500,
      totalChildren: 2,
      directChildren: 1,
      children: [
        {
          id: d2.id,
          level: 2,
          commission: 1_000,
          totalCommission: 5_000,
          sponsor: { id: d1.id, name: 'Tree Root' },
          children: [{ id: d3.id, level: 3, commission: 4_000, children: [] }],
        },
      ],
    });

    const shallow = await service.call('GET', `/dealers/tree/${d1.id}?maxDepth=1`, {
      as: d1.caller,
    });
    expect(shallow.body.data).toMatchObject({
      id: d1.id,
      totalChildren: 2,
      children: [{ id: d2.id, totalCommission: 5_000, children: [] }],
    });
    for (const bad of ['0', '21', 'two']) {
      const res = await service.call('GET', `/dealers/tree/${d1.id}?maxDepth=${bad}`, {
        as: d1.caller,
      });
      expect(res.status).toBe(400);
    }

    const hierarchy = await service.call('GET', `/dealers/hierarchy/${d3.id}`, { as: d3.caller });
    expect(hierarchy.body.data.dealer.id).toBe(d3.id);
    expect(hierarchy.body.data.upline.map((each: { id: string }) => each.id)).toEqual([
      d2.id,
      d1.id,
    ]);

    const stats = await service.call('GET', `/dealers/stats/${d1.id}`, { as: d1.caller });
    expect(stats.body.data).toEqual({
      dealerId: d1.id,
      commission: 500,
      totalCommission: 5_500,
      totalChildren: 2,
      directChildren: 1,
      earnedEntries: 1,
      reversedEntries: 0,
      depth: 2,
    });

    const me = await service.call('GET', '/dealers/me', { as: d2.caller });
    expect(me.body.data).toMatchObject({ id: d2.id, status: 'APPROVED', commission: 1_000 });
    const never = await service.call('GET', '/dealers/me', { as: testIdentity('USER') });
    expect(never.body.data).toBeNull();

    const check = await service.call('GET', `/dealers/referral/${d2.referralCode.toLowerCase()}`);
    expect(check.body.data).toEqual({ referralCode: d2.referralCode, name: 'Tree Middle' });
    const missing = await service.call('GET', '/dealers/referral/NOSUCH22');
    expect([missing.status, missing.body.error]).toEqual([404, E.invalidReferralCode]);
  });

  it('when the admin exports a month, then every entry of that IST month is a row (commas and quotes escaped) and the TOTAL row sums them', async () => {
    const dealer = await approvedDealer(service, 'Export, "The" Dealer');
    const data = booking(dealer.referralCode, { propertyPrice: 1_000_000 });
    await deliver(service, approvedEvent(data));
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const res = await service.call('GET', `/dealers/commissions/export?month=${month}`, {
      as: admin(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(`ghar-commissions-${month}.csv`);
    const rows = parseCsv(Buffer.from(res.body).toString('utf8'));
    expect(rows[0]).toEqual(CSV_HEADER);
    const mine = rows.find((row) => row[7] === data.bookingId);
    expect(mine).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Export, "The" Dealer',
      dealer.referralCode,
      '1',
      'EARNED',
      '8000.00',
      'Villa "Shanti", Jaipur',
      data.bookingId,
      dealer.referralCode,
      '20000.00',
      '40',
    ]);
    const body = rows.slice(1, -1);
    const total = rows.at(-1);
    expect(total?.[0]).toBe('TOTAL');
    const sum = body.reduce((paise, row) => paise + Math.round(Number(row[5]) * 100), 0);
    expect(Math.round(Number(total?.[5]) * 100)).toBe(sum);

    const empty = await service.call('GET', '/dealers/commissions/export?month=2001-01', {
      as: admin(),
    });
    expect(parseCsv(Buffer.from(empty.body).toString('utf8'))).toEqual([
      CSV_HEADER,
      ['TOTAL', '', '', '', '', '0.00', '', '', '', '', ''],
    ]);
    const bad = await service.call('GET', '/dealers/commissions/export?month=2026-13', {
      as: admin(),
    });
    expect(bad.status).toBe(400);
  });
});
