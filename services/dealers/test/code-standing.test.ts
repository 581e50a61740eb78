import type { BookingApprovedData } from '@ghar/contracts/events';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { buildEvent } from '@ghar/platform';
import { startTestService, testIdentity } from '@ghar/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealersService } from '../src/build-service';
import { apply, approvedDealer, deliver, type DealersInstance } from './dealer-fixtures';

/**
 * Issue 23 items 4, 5 and 7: commission only for what a dealer earned — never on one's own
 * booking, never to a blocked or deleted dealer — and one path for a dealer signup's application.
 */
let service: DealersInstance;
beforeAll(async () => {
  service = (await startTestService(dealersService)) as unknown as DealersInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.dealers;
const newId = () => randomBytes(12).toString('hex');
type Dealer = Awaited<ReturnType<typeof approvedDealer>>;

/** A SELL booking of ₹10,00,000 (deal commission ₹20,000: 40/10/5 % = ₹8,000 / ₹2,000 / ₹1,000). */
const approval = (dealerCode: string, bookerId: string) => {
  const data: BookingApprovedData = {
    bookingId: newId(),
    propertyId: newId(),
    propertyTitle: 'Haveli, Bikaner',
    propertyAction: 'SELL',
    propertyPrice: 1_000_000,
    userId: bookerId,
    userEmail: 'booker@example.in',
    amount: 300,
    status: 'CONFIRMED',
    cancelledBookingIds: [],
    dealerCode,
  };
  return buildEvent('BookingApproved', data.bookingId, data, { source: 'bookings' });
};

/** Who earned what on a booking, by dealer id (paise). */
const paidOn = async (bookingId: string) =>
  Object.fromEntries(
    (await deps().ledger.ofBooking(bookingId)).map((entry) => [entry.dealerId, entry.amountPaise]),
  );

const snapshot = (dealer: Dealer, name: string, status: 'ACTIVE' | 'BLOCKED') => ({
  userId: dealer.caller.userId,
  email: dealer.caller.email,
  name,
  role: 'DEALER' as const,
  status,
});
const blocked = (dealer: Dealer, name: string) =>
  buildEvent('UserBlocked', dealer.caller.userId, snapshot(dealer, name, 'BLOCKED'), {
    source: 'auth',
  });
const unblocked = (dealer: Dealer, name: string) =>
  buildEvent('UserUnblocked', dealer.caller.userId, snapshot(dealer, name, 'ACTIVE'), {
    source: 'auth',
  });
const deleted = (dealer: Dealer) =>
  buildEvent(
    'UserDeleted',
    dealer.caller.userId,
    { userId: dealer.caller.userId, email: dealer.caller.email },
    { source: 'auth' },
  );

const referral = (code: string) => service.call('GET', `/dealers/referral/${code}`);

const signedUpWith = (user: ReturnType<typeof testIdentity>, name: string, code?: string) =>
  buildEvent(
    'UserRegistered',
    user.userId,
    {
      userId: user.userId,
      email: user.email,
      name,
      role: 'USER',
      status: 'ACTIVE',
      dealerApplication: code ? { referralCode: code } : {},
    },
    { source: 'auth' },
  );

describe("one's own code", () => {
  it('when a BookingApproved arrives with the booker’s own code, then nobody earns anything; a sponsor booking with a downline’s code earns no share of it', async () => {
    const sponsor = await approvedDealer(service, 'Sanjay Sponsor');
    const dealer = await approvedDealer(service, 'Seema Self', sponsor.referralCode);
    const own = approval(dealer.referralCode, dealer.caller.userId);
    const upline = approval(dealer.referralCode, sponsor.caller.userId);
    await deliver(service, own, upline);
    expect(await paidOn(own.subject)).toEqual({});
    expect(await paidOn(upline.subject)).toEqual({ [dealer.id]: 800_000 });
  });
});

describe('a blocked or deleted dealer’s code', () => {
  it('when the dealer is blocked, then the code does not resolve, is refused as a sponsor, files a dealer signup under the company and earns nothing; the other levels are paid; an unblock restores it', async () => {
    const top = await approvedDealer(service, 'Tara Top');
    const middle = await approvedDealer(service, 'Mohan Middle', top.referralCode);
    const bottom = await approvedDealer(service, 'Bela Bottom', middle.referralCode);
    expect((await referral(middle.referralCode)).status).toBe(200);

    await deliver(service, blocked(middle, 'Mohan Middle'));
    const check = await referral(middle.referralCode.toLowerCase());
    expect([check.status, check.body.error]).toEqual([404, E.invalidReferralCode]);
    const applicant = testIdentity('USER');
    await deps().users.record(
      { id: applicant.userId, name: 'Arjun', email: applicant.email, role: 'USER' },
      new Date(),
    );
    const applied = await apply(service, applicant, middle.referralCode);
    expect([applied.status, applied.body.error]).toEqual([400, E.invalidReferralCode]);
    const signup = testIdentity('USER');
    await deliver(service, signedUpWith(signup, 'Late Sign-up', middle.referralCode));
    expect(await deps().dealers.latestOfUser(signup.userId)).toMatchObject({
      sponsorId: null,
      level: 1,
    });

    // Bottom's booking: bottom level 1, the blocked middle's level-2 share stays with the company.
    const throughMiddle = approval(bottom.referralCode, newId());
    // Middle's own code (accepted before the block reached bookings): only the top's level 2.
    const ofMiddle = approval(middle.referralCode, newId());
    await deliver(service, throughMiddle, ofMiddle);
    expect(await paidOn(throughMiddle.subject)).toEqual({
      [bottom.id]: 800_000,
      [top.id]: 100_000,
    });
    expect(await paidOn(ofMiddle.subject)).toEqual({ [top.id]: 200_000 });

    await deliver(service, unblocked(middle, 'Mohan Middle'));
    expect((await referral(middle.referralCode)).body.data).toMatchObject({
      name: 'Mohan Middle',
    });
  });

  it('when the dealer is deleted, then the code does not resolve and earns nothing', async () => {
    const dealer = await approvedDealer(service, 'Gone Dealer');
    await deliver(service, deleted(dealer));
    expect((await referral(dealer.referralCode)).status).toBe(404);
    const booked = approval(dealer.referralCode, newId());
    await deliver(service, booked);
    expect(await paidOn(booked.subject)).toEqual({});
  });
});

describe('apply-dealer right after a dealer signup', () => {
  it('when the apply arrives before the signup’s UserRegistered, then it waits for it and finds the signup’s application: one application, with the name', async () => {
    const sponsor = await approvedDealer(service, 'Kavita Sponsor');
    const user = testIdentity('USER');
    const applying = apply(service, user);
    await deliver(service, signedUpWith(user, 'Nikhil Fresh', sponsor.referralCode));
    const answer = await applying;
    expect([answer.status, answer.body.error]).toEqual([409, E.dealerApplicationPending]);
    const mine = (await deps().dealers.all()).filter((record) => record.userId === user.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ sponsorId: sponsor.id, level: 2 });
    const { events } = await service.readEvents((all) =>
      all.some((event) => event.type === 'DealerApplied' && event.subject === mine[0]?.id),
    );
    expect(
      events.find((event) => event.type === 'DealerApplied' && event.subject === mine[0]?.id)?.data,
    ).toMatchObject({ name: 'Nikhil Fresh', sponsorCode: sponsor.referralCode });
  });
});
