import { dealerAppliedDataSchema, type EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { buildEvent } from '@ghar/platform';
import { startTestService, testIdentity } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealersService } from '../src/build-service';
import { openApplicationModel } from '../src/data-access/open-applications';
import {
  apply,
  approvedDealer,
  decide,
  deliver,
  person,
  type DealersInstance,
} from './dealer-fixtures';

let service: DealersInstance;
beforeAll(async () => {
  service = (await startTestService(dealersService)) as unknown as DealersInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.dealers;
const eventOf = (events: EventEnvelope[], type: string, dealerId: string) =>
  events.find((event) => event.type === type && event.subject === dealerId);

describe('applying (POST /auth/apply-dealer)', () => {
  it('when a USER applies without a code, then a PENDING level-1 application with its own code is filed and DealerApplied emitted', async () => {
    const asha = await person(service, 'Asha Verma');
    const res = await apply(service, asha);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'PENDING',
      level: 1,
      sponsor: null,
      user: { id: asha.userId, name: 'Asha Verma', email: asha.email },
    });
    expect(res.body.data.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const { events } = await service.readEvents((all) =>
      Boolean(eventOf(all, 'DealerApplied', res.body.data.id)),
    );
    const data = dealerAppliedDataSchema.parse(
      eventOf(events, 'DealerApplied', res.body.data.id)?.data,
    );
    expect(data).toMatchObject({ userId: asha.userId, status: 'PENDING', name: 'Asha Verma' });
    expect(data).not.toHaveProperty('sponsorCode');
  });

  it('when the application is PENDING, APPROVED or REJECTED, then applying again is 409 pending, 409 approved, or a new application', async () => {
    const ravi = await person(service, 'Ravi Kumar');
    const first = (await apply(service, ravi)).body.data;
    const again = await apply(service, ravi);
    expect([again.status, again.body.error]).toEqual([409, E.dealerApplicationPending]);

    expect((await decide(service, first.id, 'reject')).status).toBe(200);
    const reapplied = await apply(service, ravi);
    expect(reapplied.status).toBe(201);
    expect(reapplied.body.data.id).not.toBe(first.id);
    expect(reapplied.body.data.referralCode).not.toBe(first.referralCode);
    const me = await service.call('GET', '/dealers/me', { as: ravi });
    expect(me.body.data).toMatchObject({ id: reapplied.body.data.id, status: 'PENDING' });

    expect((await decide(service, reapplied.body.data.id, 'approve')).status).toBe(200);
    const approvedAgain = await apply(service, ravi);
    expect([approvedAgain.status, approvedAgain.body.error]).toEqual([
      409,
      E.dealerAlreadyApproved,
    ]);
    // The session's role follows on the next request: a DEALER is told the same.
    const asDealer = await apply(service, { ...ravi, role: 'DEALER' });
    expect([asDealer.status, asDealer.body.error]).toEqual([409, E.dealerAlreadyApproved]);
  });

  it('when an ADMIN applies, then 403', async () => {
    const res = await apply(service, service.identities.admin);
    expect([res.status, res.body.error]).toEqual([403, E.accessDenied]);
  });

  it("when the code is unknown, not approved, or the applicant's own, then 400 invalid referral code; an approved code in any case is accepted", async () => {
    const unknown = await apply(service, await person(service, 'Neha'), 'NOSUCH22');
    expect([unknown.status, unknown.body.error]).toEqual([400, E.invalidReferralCode]);

    const pending = (await apply(service, await person(service, 'Pending Pal'))).body.data;
    const unapproved = await apply(service, await person(service, 'Neha'), pending.referralCode);
    expect([unapproved.status, unapproved.body.error]).toEqual([400, E.invalidReferralCode]);

    // A rejected user applying again with their own old (rejected) code.
    const kiran = await person(service, 'Kiran');
    const old = (await apply(service, kiran)).body.data;
    await decide(service, old.id, 'reject');
    const own = await apply(service, kiran, old.referralCode);
    expect([own.status, own.body.error]).toEqual([400, E.invalidReferralCode]);

    const sponsor = await approvedDealer(service, 'Sponsor Singh');
    const joined = await apply(
      service,
      await person(service, 'Joiner'),
      ` ${sponsor.referralCode.toLowerCase()} `,
    );
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({
      level: 2,
      sponsor: { id: sponsor.id, name: 'Sponsor Singh', referralCode: sponsor.referralCode },
    });
  });

  it("when the code is an ADMIN's id or blank, then the dealer joins directly under the company", async () => {
    const admin = await person(service, 'Admin Ji', 'ADMIN');
    const viaAdmin = await apply(service, await person(service, 'Via Admin'), admin.userId);
    expect(viaAdmin.status).toBe(201);
    expect(viaAdmin.body.data).toMatchObject({ level: 1, sponsor: null });
    const blank = await apply(service, await person(service, 'Blank'), '   ');
    expect(blank.body.data).toMatchObject({ level: 1, sponsor: null });
    const notAdmin = await person(service, 'Plain User');
    const viaUser = await apply(service, await person(service, 'Via User'), notAdmin.userId);
    expect([viaUser.status, viaUser.body.error]).toEqual([400, E.invalidReferralCode]);
  });

  it('when one user applies five times at once, then exactly one application is filed and the rest are told it is pending', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await person(service, `Racer ${round}`);
      const answers = await Promise.all(Array.from({ length: 5 }, () => apply(service, user)));
      expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
      for (const res of answers.filter((each) => each.status !== 201)) {
        expect([res.status, res.body.error]).toEqual([409, E.dealerApplicationPending]);
      }
      const mine = (await deps().dealers.all()).filter((record) => record.userId === user.userId);
      expect(mine).toHaveLength(1);
    }
  });

  it('when an apply crashed after taking the user’s slot, then a later apply takes the slot over once it is a minute old', async () => {
    const user = await person(service, 'Crashed Apply');
    const slots = openApplicationModel(service.infra.conn);
    // What a crash between the slot's insert and the application's leaves: a slot naming nothing.
    await slots.create({ _id: user.userId, dealerId: 'never-written', at: new Date() });
    const fresh = await apply(service, user);
    expect([fresh.status, fresh.body.error]).toEqual([409, E.dealerApplicationPending]);
    await slots.updateOne({ _id: user.userId }, { $set: { at: new Date(Date.now() - 120_000) } });
    const later = await apply(service, user);
    expect(later.status).toBe(201);
    expect((await slots.findById(user.userId).lean())?.dealerId).toBe(later.body.data.id);
  });

  it('when a drawn referral code is taken, then another is drawn', async () => {
    const taken = (await apply(service, await person(service, 'First Code'))).body.data
      .referralCode as string;
    const original = deps().newCode;
    const drawn = [taken, taken, 'ZZZZZZZ9'.slice(0, 7) + String((Date.now() % 8) + 2)];
    deps().newCode = () => drawn.shift() ?? original();
    try {
      const res = await apply(service, await person(service, 'Second Code'));
      expect(res.status).toBe(201);
      expect(res.body.data.referralCode).not.toBe(taken);
      expect(drawn).toHaveLength(0);
    } finally {
      deps().newCode = original;
    }
  });
});

describe('the dealer signup (auth.events UserRegistered with dealerApplication)', () => {
  const registered = (user: ReturnType<typeof testIdentity>, name: string, referralCode?: string) =>
    buildEvent(
      'UserRegistered',
      user.userId,
      {
        userId: user.userId,
        email: user.email,
        name,
        role: 'USER',
        status: 'ACTIVE',
        dealerApplication: referralCode === undefined ? {} : { referralCode },
      },
      { source: 'auth' },
    );

  it("when a user signs up as a dealer with a sponsor's code, then one PENDING application under that sponsor is filed; the event again files no second one", async () => {
    const sponsor = await approvedDealer(service, 'Meera Sponsor');
    const user = testIdentity('USER');
    const event = registered(user, 'Dev Patel', sponsor.referralCode.toLowerCase());
    await deliver(service, event);
    const latest = await deps().dealers.latestOfUser(user.userId);
    expect(latest).toMatchObject({ status: 'PENDING', sponsorId: sponsor.id, level: 2 });
    expect(await deps().users.find(user.userId)).toMatchObject({ name: 'Dev Patel' });
    // A producer retry: the same event under a new id.
    await deliver(service, { ...event, id: crypto.randomUUID() });
    const mine = (await deps().dealers.all()).filter((record) => record.userId === user.userId);
    expect(mine).toHaveLength(1);
    const { events } = await service.readEvents((all) =>
      Boolean(eventOf(all, 'DealerApplied', latest!.id)),
    );
    expect(eventOf(events, 'DealerApplied', latest!.id)?.data).toMatchObject({
      sponsorCode: sponsor.referralCode,
      name: 'Dev Patel',
    });
  });

  it('when the code no longer resolves (or is blank), then the application is filed under the company', async () => {
    const user = testIdentity('USER');
    await deliver(service, registered(user, 'Late Code', 'GONE2345'));
    expect(await deps().dealers.latestOfUser(user.userId)).toMatchObject({
      status: 'PENDING',
      sponsorId: null,
      level: 1,
    });
    const plain = testIdentity('USER');
    await deliver(
      service,
      buildEvent(
        'UserRegistered',
        plain.userId,
        {
          userId: plain.userId,
          email: plain.email,
          name: 'No Dealer',
          role: 'USER',
          status: 'ACTIVE',
        },
        { source: 'auth' },
      ),
    );
    expect(await deps().dealers.latestOfUser(plain.userId)).toBeNull();
  });

  it('when UserUpdated events arrive out of order, then the newer one wins; UserDeleted is not undone by an older update', async () => {
    const user = testIdentity('USER');
    const at = (iso: string, type: 'UserUpdated', name: string) => ({
      ...buildEvent(
        type,
        user.userId,
        { userId: user.userId, email: user.email, name, role: 'USER', status: 'ACTIVE' },
        { source: 'auth' },
      ),
      occurredAt: iso,
    });
    await deliver(service, at('2026-01-02T00:00:00.000Z', 'UserUpdated', 'Newer Name'));
    await deliver(service, at('2026-01-01T00:00:00.000Z', 'UserUpdated', 'Older Name'));
    expect((await deps().users.find(user.userId))?.name).toBe('Newer Name');
    const deleted = {
      ...buildEvent(
        'UserDeleted',
        user.userId,
        { userId: user.userId, email: user.email },
        {
          source: 'auth',
        },
      ),
      occurredAt: '2026-01-03T00:00:00.000Z',
    };
    await deliver(service, deleted);
    await deliver(service, at('2026-01-02T12:00:00.000Z', 'UserUpdated', 'Zombie'));
    expect(await deps().users.find(user.userId)).toBeNull();
  });
});

describe('deciding (PUT /admin/dealer-requests/:id/approve|reject)', () => {
  it('when a request is approved, then DealerApproved carries the sponsor code; deciding it again is 409', async () => {
    const sponsor = await approvedDealer(service, 'Top Dealer');
    const user = await person(service, 'Second Dealer');
    const applied = (await apply(service, user, sponsor.referralCode)).body.data;
    const approved = await decide(service, applied.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', decidedAt: expect.any(String) });
    for (const action of ['approve', 'reject'] as const) {
      const again = await decide(service, applied.id, action);
      expect([again.status, again.body.error]).toEqual([409, E.dealerNotPending]);
    }
    const { events } = await service.readEvents((all) =>
      Boolean(eventOf(all, 'DealerApproved', applied.id)),
    );
    expect(eventOf(events, 'DealerApproved', applied.id)?.data).toMatchObject({
      dealerId: applied.id,
      userId: user.userId,
      referralCode: applied.referralCode,
      sponsorCode: sponsor.referralCode,
      status: 'APPROVED',
    });
  });

  it('when a request is rejected, then DealerRejected; an unknown or malformed id is 404', async () => {
    const applied = (await apply(service, await person(service, 'Rejected One'))).body.data;
    const rejected = await decide(service, applied.id, 'reject');
    expect(rejected.body.data.status).toBe('REJECTED');
    await service.readEvents((all) => Boolean(eventOf(all, 'DealerRejected', applied.id)));
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const res = await decide(service, id, 'approve');
      expect([res.status, res.body.error]).toEqual([404, E.dealerNotFound]);
    }
  });

  it('when two admins approve and reject one request at once, then exactly one decision wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const applied = (await apply(service, await person(service, `Contested ${round}`))).body.data;
      const answers = await Promise.all([
        decide(service, applied.id, 'approve'),
        decide(service, applied.id, 'reject'),
        decide(service, applied.id, 'approve'),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    }
  });

  it('when the admin lists requests, then newest first, filtered by status and a case-insensitive search over name, e-mail and code', async () => {
    const tag = `Zed${Date.now().toString(36)}`;
    const a = (await apply(service, await person(service, `${tag} Alpha`))).body.data;
    const b = (await apply(service, await person(service, `${tag} Beta`))).body.data;
    await decide(service, b.id, 'approve');
    const list = async (query: string) =>
      (
        await service.call('GET', `/admin/dealer-requests${query}`, {
          as: service.identities.admin,
        })
      ).body.data as { id: string }[];
    expect((await list(`?search=${tag.toLowerCase()}`)).map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await list(`?search=${tag}&status=PENDING`)).map((r) => r.id)).toEqual([a.id]);
    expect((await list(`?search=${a.referralCode.toLowerCase()}`)).map((r) => r.id)).toEqual([
      a.id,
    ]);
  });
});
