import type { BookingApprovedData } from '@ghar/contracts/events';
import { SETTINGS_MESSAGES } from '@ghar/contracts/http';
import { buildEvent } from '@ghar/platform';
import { startTestService } from '@ghar/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealersService } from '../src/build-service';
import { approvedDealer, deliver, type Caller, type DealersInstance } from './dealer-fixtures';

let service: DealersInstance;
beforeAll(async () => {
  service = (await startTestService(dealersService)) as unknown as DealersInstance;
});
afterAll(async () => {
  await service?.close();
});

const admin = () => service.identities.admin;
const newId = () => randomBytes(12).toString('hex');
const put = (values: Record<string, unknown>) =>
  service.call('PUT', '/settings/dealers', { as: admin(), json: values });
const read = async () =>
  (await service.call('GET', '/settings/dealers', { as: admin() })).body.data;

/** A SELL of ₹10,00,000 approved with the dealer's code: 2 % = ₹20,000 to split. */
async function approveSaleWith(code: string) {
  const data: BookingApprovedData = {
    bookingId: newId(),
    propertyId: newId(),
    propertyTitle: 'Plot near Ajmer Road',
    propertyAction: 'SELL',
    propertyPrice: 1_000_000,
    userId: newId(),
    userEmail: 'buyer@example.in',
    amount: 300,
    status: 'CONFIRMED',
    cancelledBookingIds: [],
    dealerCode: code,
  };
  await deliver(
    service,
    buildEvent('BookingApproved', data.bookingId, data, { source: 'bookings' }),
  );
  return data.bookingId;
}

const earnedOn = async (caller: Caller, bookingId: string) => {
  const res = await service.call('GET', '/dealers/my-commissions', { as: caller });
  return (res.body.data as { amount: number; booking: { id: string } }[]).find(
    (entry) => entry.booking.id === bookingId,
  )?.amount;
};

describe('dealers settings (issue 13 item 4)', () => {
  it('when the admin moves the split from 40/10/5 to 50/10/5, then the next commission follows, without a restart', async () => {
    const dealer = await approvedDealer(service, 'Suresh Split');
    expect((await read()).values.levelSplitPercent).toEqual([40, 10, 5]);
    const first = await approveSaleWith(dealer.referralCode);
    expect(await earnedOn(dealer.caller, first)).toBe(8_000);

    const changed = await put({ levelSplitPercent: [50, 10, 5] });
    expect(changed.status).toBe(200);
    const second = await approveSaleWith(dealer.referralCode);
    expect(await earnedOn(dealer.caller, second)).toBe(10_000);
    expect(await earnedOn(dealer.caller, first)).toBe(8_000);

    const entry = (await read()).audit.at(-1);
    expect(entry).toMatchObject({
      by: { userId: admin().userId, email: admin().email },
      changes: [{ key: 'levelSplitPercent', from: [40, 10, 5], to: [50, 10, 5] }],
    });
    await put({ levelSplitPercent: [40, 10, 5] });
  });

  it('when the split is 60+30+20, then 400 with the text and nothing changes', async () => {
    const before = await read();
    const refused = await put({ levelSplitPercent: [60, 30, 20] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      error: SETTINGS_MESSAGES.levelSplitSum,
      errors: [SETTINGS_MESSAGES.levelSplitSum],
    });
    const percent = await put({ salePercent: -2 });
    expect(percent.body.error).toBe(SETTINGS_MESSAGES.percent);
    expect(await read()).toEqual(before);
  });

  it('when anyone reads the public commission terms, then they are the live ones', async () => {
    await put({ salePercent: 2.5 });
    const shown = await service.call('GET', '/settings/dealers/public');
    expect(shown.body.data).toMatchObject({ salePercent: 2.5, rentRule: 'ONE_MONTH_RENT' });
    await put({ salePercent: 2 });
  });
});
