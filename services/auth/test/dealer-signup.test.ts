import { randomInt } from 'node:crypto';
import type { EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { buildEvent } from '@ghar/platform';
import { formWith, uniqueEmail, uniqueIp, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAuthService,
  STRONG_PASSWORD,
  uniqueAadhaar,
  type AuthService,
  type TestUser,
} from './support/auth-service';
import { photo } from './support/images';

let svc: AuthService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.close());

/** A code shaped like the dealers service's (8 of the readable letters and digits), unused. */
const uniqueCode = () =>
  Array.from({ length: 8 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join('');

const validDealerSignup = (referralCode = '') => ({
  name: 'Dev Dealer',
  email: uniqueEmail('dealer-signup'),
  mobile: '9876543210',
  password: STRONG_PASSWORD,
  aadhaar: uniqueAadhaar(),
  referralCode,
});

const dealerSignup = (fields: Record<string, string>) =>
  svc.call('POST', '/auth/dealer-signup', { json: fields });

/** The UserRegistered auth published for this user (read from its namespaced topic). */
const registeredEvent = async (userId: string) => {
  const isIt = (event: EventEnvelope) =>
    event.subject === userId && event.type === 'UserRegistered';
  const { events } = await svc.readEvents((all) => all.some(isIt));
  return events.find(isIt)!;
};

/** A user whose dealer record (as the dealers service reports it) holds this code and status. */
async function dealerWith(referralCode: string, decision: 'DealerApplied' | 'DealerApproved') {
  const user: TestUser = await svc.createUser();
  const status = decision === 'DealerApplied' ? 'PENDING' : 'APPROVED';
  const dealerId = `dealer-${user.id}`;
  await svc.publish([
    buildEvent(
      decision,
      dealerId,
      { dealerId, userId: user.id, email: user.email, name: 'Sponsor', referralCode, status },
      { source: 'dealers', actor: null },
    ),
  ]);
  await waitFor(
    async () => {
      expect((await svc.auth.users.findById(user.id))?.dealer?.status).toBe(status);
    },
    { timeoutMs: 30_000 },
  );
  return user;
}

const expectRefusedCode = async (referralCode: string) => {
  const input = validDealerSignup(referralCode);
  const res = await dealerSignup(input);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, error: ERROR_MESSAGES.invalidReferralCode });
  expect(await svc.auth.users.findByEmail(input.email)).toBeNull();
};

describe('POST /auth/dealer-signup', () => {
  it('when the referral code is blank, then a USER is created who can log in at once, and UserRegistered carries an application under the company', async () => {
    const input = validDealerSignup('   ');
    const res = await dealerSignup(input);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(SUCCESS_MESSAGES.dealerRegistrationSubmitted);
    expect(res.body.data.user).toMatchObject({
      email: input.email,
      name: input.name,
      mobile: input.mobile,
      aadhaar: `XXXX XXXX ${input.aadhaar.slice(-4)}`,
      role: 'USER',
      status: 'ACTIVE',
      dealer: null,
    });

    const login = await svc.call('POST', '/auth/login', {
      json: { email: input.email, password: input.password },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user.id).toBe(res.body.data.user.id);

    const event = await registeredEvent(res.body.data.user.id);
    expect(event).toMatchObject({ actor: res.body.data.user.id, data: { role: 'USER' } });
    expect((event.data as { dealerApplication: unknown }).dealerApplication).toEqual({});
  });

  it("when the code is an admin's id (in any case), then the application joins directly under the company", async () => {
    const admin = await svc.createUser('ADMIN');
    const res = await dealerSignup(validDealerSignup(admin.id.toUpperCase()));
    expect(res.status).toBe(201);
    const event = await registeredEvent(res.body.data.user.id);
    expect((event.data as { dealerApplication: unknown }).dealerApplication).toEqual({});
  });

  it("when the code is an APPROVED dealer's (typed in lower case), then it is accepted and UserRegistered carries it upper-case", async () => {
    const code = uniqueCode();
    await dealerWith(code, 'DealerApproved');
    const res = await dealerSignup(validDealerSignup(` ${code.toLowerCase()} `));
    expect(res.status).toBe(201);
    const event = await registeredEvent(res.body.data.user.id);
    expect((event.data as { dealerApplication: unknown }).dealerApplication).toEqual({
      referralCode: code,
    });
  });

  it('when the code is unknown, then 400 with the clear text and no account is made', async () => {
    await expectRefusedCode(uniqueCode());
  });

  it.each(['\u0000ABC', 'A'.repeat(20_000), '{"$ne":null}'])(
    'when the code is hostile (%#), then it is refused like an unknown one',
    async (code) => {
      await expectRefusedCode(code);
    },
  );

  it("when the code is a PENDING dealer's, then it is refused like an unknown one", async () => {
    const code = uniqueCode();
    await dealerWith(code, 'DealerApplied');
    await expectRefusedCode(code);
  });

  it("when the code is a blocked or a deleted dealer's, then it is refused like an unknown one; an unblock restores it", async () => {
    const admin = await svc.createUser('ADMIN');
    const asAdmin = (target: string, method = 'PUT') =>
      svc.call(method, target, { as: admin.identity });
    const blockedCode = uniqueCode();
    const blocked = await dealerWith(blockedCode, 'DealerApproved');
    expect((await asAdmin(`/admin/users/${blocked.id}/block`)).status).toBe(200);
    await expectRefusedCode(blockedCode);
    expect((await asAdmin(`/admin/users/${blocked.id}/unblock`)).status).toBe(200);
    expect((await dealerSignup(validDealerSignup(blockedCode))).status).toBe(201);

    const deletedCode = uniqueCode();
    const deleted = await dealerWith(deletedCode, 'DealerApproved');
    expect((await asAdmin(`/admin/users/${deleted.id}`, 'DELETE')).status).toBe(200);
    await expectRefusedCode(deletedCode);
  });

  it("when the code is an ordinary user's id, then it is refused (only an admin's id means the company)", async () => {
    const user = await svc.createUser();
    await expectRefusedCode(user.id);
  });

  it('when the password is weak, then the first failing strength text is returned', async () => {
    const res = await dealerSignup({ ...validDealerSignup(), password: 'noupper1@' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([V.passwordNeedsUppercase]);
  });

  it('when the name is missing, then the spec text for it is returned', async () => {
    const { name: _name, ...withoutName } = validDealerSignup();
    const res = await dealerSignup(withoutName);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([V.fullNameRequired]);
  });

  it('when the Aadhaar number is left out, then the account is made without one (optional here, unlike signup)', async () => {
    const { aadhaar: _aadhaar, ...withoutAadhaar } = validDealerSignup();
    const res = await dealerSignup(withoutAadhaar);
    expect(res.status).toBe(201);
    expect(res.body.data.user.aadhaar).toBeNull();
  });

  it('when the e-mail is taken, then 409 with the clear message', async () => {
    const input = validDealerSignup();
    expect((await dealerSignup(input)).status).toBe(201);
    const again = await dealerSignup({ ...input, aadhaar: uniqueAadhaar() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: ERROR_MESSAGES.emailTaken });
  });

  it('when sent as a form with an Aadhaar card image and an approved code, then the image is stored privately', async () => {
    const code = uniqueCode();
    await dealerWith(code, 'DealerApproved');
    const res = await svc.call('POST', '/auth/dealer-signup', {
      form: formWith(validDealerSignup(code), {
        field: 'aadhaarImage',
        name: 'card.jpg',
        content: await photo(),
        type: 'image/jpeg',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user.aadhaarImage).toMatch(
      /^\/uploads\/auth\/aadhaar\/[a-f0-9]{32}\.jpg$/,
    );
  });
});
