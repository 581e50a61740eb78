import { buildEvent } from '@ghar/platform';
import { formWith, uniqueEmail, uniqueIp, waitFor } from '@ghar/testing';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedSessionKey, userRoleKey } from '@ghar/contracts/session';
import {
  startAuthService,
  STRONG_PASSWORD,
  uniqueAadhaar,
  type AuthService,
} from './support/auth-service';
import { photo } from './support/images';

let svc: AuthService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.close());

const eventsOf = (events: { type: string; subject: string }[], subject: string) =>
  events.filter((event) => event.subject === subject).map((event) => event.type);

describe('events the auth service emits', () => {
  it('when a user changes their password, or an admin sets it, then PasswordChanged says who did (never the password)', async () => {
    const user = await svc.createUser();
    const admin = await svc.createUser('ADMIN');
    const own = await svc.call('PUT', '/auth/password', {
      as: user.identity,
      json: { currentPassword: user.password, newPassword: 'N3w@Secret' },
    });
    expect(own.status).toBe(200);
    const set = await svc.call('PUT', `/admin/users/${user.id}/password`, {
      as: admin.identity,
      json: { password: 'Admin@Set1' },
    });
    expect(set.status).toBe(200);

    const { events } = await svc.readEvents(
      (all) => eventsOf(all, user.id).filter((type) => type === 'PasswordChanged').length === 2,
    );
    const changes = events.filter((e) => e.subject === user.id && e.type === 'PasswordChanged');
    expect(changes.map((e) => [e.actor, (e.data as { byAdmin: boolean }).byAdmin])).toEqual([
      [user.id, false],
      [admin.id, true],
    ]);
    expect(changes[0]?.data).toEqual({
      userId: user.id,
      email: user.email,
      byAdmin: false,
      changedAt: expect.any(String),
    });
    expect(JSON.stringify(changes)).not.toMatch(/N3w@Secret|Admin@Set1|\$argon|\$2[aby]\$/);
  });

  it('when a user goes through their whole life, then each change is published through the outbox in order', async () => {
    const admin = await svc.createUser('ADMIN');
    const as = admin.identity;
    const created = await svc.call('POST', '/admin/users', {
      as,
      json: { email: uniqueEmail('life'), name: 'Life', role: 'USER', mobile: '9876501234' },
    });
    const id = created.body.data.user.id as string;
    await svc.call('PUT', `/admin/users/${id}`, { as, json: { name: 'Life Two', role: 'DEALER' } });
    await svc.call('PUT', `/admin/users/${id}/block`, { as });
    await svc.call('PUT', `/admin/users/${id}/unblock`, { as });
    await svc.call('DELETE', `/admin/users/${id}`, { as });

    const expected = [
      'UserRegistered',
      'UserUpdated',
      'UserBlocked',
      'UserUnblocked',
      'UserDeleted',
    ];
    const { events } = await svc.readEvents((all) => eventsOf(all, id).length >= expected.length);
    expect(eventsOf(events, id)).toEqual(expected);
    const updated = events.find((event) => event.subject === id && event.type === 'UserUpdated')!;
    expect(updated).toMatchObject({
      source: 'auth',
      actor: admin.id,
      data: {
        userId: id,
        name: 'Life Two',
        role: 'DEALER',
        status: 'ACTIVE',
        mobile: '9876501234',
      },
    });
    const blocked = events.find((event) => event.subject === id && event.type === 'UserBlocked')!;
    expect(blocked.data).toMatchObject({ status: 'BLOCKED' });
  });

  it('when a user signs up, then UserRegistered names the user as its actor', async () => {
    const res = await svc.call('POST', '/auth/signup', {
      json: {
        name: 'Self',
        email: uniqueEmail('self'),
        mobile: '9876543210',
        password: STRONG_PASSWORD,
        aadhaar: uniqueAadhaar(),
      },
    });
    const id = res.body.data.user.id as string;
    const { events } = await svc.readEvents((all) => eventsOf(all, id).length === 1);
    expect(events.find((event) => event.subject === id)).toMatchObject({
      type: 'UserRegistered',
      actor: id,
      data: { userId: id, role: 'USER', status: 'ACTIVE' },
    });
  });
});

describe('the Aadhaar number never leaves the service in clear', () => {
  it('when a number is given at signup, at profile edit and by an admin, then the database, the logs and the events never hold it', async () => {
    const atSignup = uniqueAadhaar();
    const atEdit = uniqueAadhaar();
    const byAdmin = uniqueAadhaar();
    const signup = await svc.call('POST', '/auth/signup', {
      form: formWith(
        {
          name: 'Secret',
          email: uniqueEmail('secret'),
          mobile: '9876543210',
          password: STRONG_PASSWORD,
          aadhaar: atSignup,
        },
        { field: 'aadhaarImage', name: 'card.jpg', content: await photo() },
      ),
    });
    expect(signup.status).toBe(201);
    const user = signup.body.data.user;
    const identity = { userId: user.id, email: user.email, role: 'USER' };
    await svc.call('PUT', '/auth/profile', {
      as: identity,
      json: { name: 'Secret', aadhaar: atEdit },
    });
    const admin = await svc.createUser('ADMIN');
    await svc.call('PUT', `/admin/users/${user.id}`, {
      as: admin.identity,
      json: { name: 'Secret', aadhaar: byAdmin },
    });
    // The validation path must not echo it either.
    await svc.call('PUT', '/auth/profile', {
      as: identity,
      json: { name: '', aadhaar: `${atSignup}0` },
    });
    expect((await svc.call('GET', '/auth/aadhaar', { as: identity })).body.data.aadhaar).toBe(
      byAdmin,
    );

    const raw = JSON.stringify(await svc.infra.conn.collection('users').find({}).toArray());
    const logs = svc.logs.join('');
    const { raw: published } = await svc.readEvents((all) => eventsOf(all, user.id).length >= 3);
    for (const number of [atSignup, atEdit, byAdmin]) {
      expect(raw).not.toContain(number);
      expect(logs).not.toContain(number);
      expect(published).not.toContain(number);
    }
    expect(raw).toContain(byAdmin.slice(-4));
    expect(logs.length).toBeGreaterThan(0);
  });
});

describe('dealer decisions from the dealers service', () => {
  const dealerEvent = (
    type: 'DealerApplied' | 'DealerApproved' | 'DealerRejected',
    user: { id: string; email: string },
    referralCode: string,
  ) =>
    buildEvent(
      type,
      `dealer-${user.id}`,
      {
        dealerId: `dealer-${user.id}`,
        userId: user.id,
        email: user.email,
        name: 'Dealer Person',
        referralCode,
        status:
          type === 'DealerApplied'
            ? 'PENDING'
            : type === 'DealerApproved'
              ? 'APPROVED'
              : 'REJECTED',
      },
      { source: 'dealers', actor: null },
    );

  it('when DealerApproved arrives, then the user becomes DEALER with the code, their session goes on with the role handed to the gateway and UserUpdated follows', async () => {
    const user = await svc.createUser();
    const token = (
      await svc.call('POST', '/auth/login', {
        json: { email: user.email, password: user.password },
        headers: { 'x-forwarded-for': uniqueIp() },
      })
    ).body.data.token as string;
    await svc.publish([dealerEvent('DealerApplied', user, 'ABCD2345')]);
    await waitFor(async () => {
      const me = await svc.call('GET', '/auth/me', { as: user.identity });
      expect(me.body.data.user.dealer).toEqual({ referralCode: 'ABCD2345', status: 'PENDING' });
    });
    await svc.publish([dealerEvent('DealerApproved', user, 'ABCD2345')]);
    await waitFor(
      async () => {
        const me = await svc.call('GET', '/auth/me', { as: user.identity });
        expect(me.body.data.user).toMatchObject({
          role: 'DEALER',
          dealer: { referralCode: 'ABCD2345', status: 'APPROVED' },
        });
      },
      { timeoutMs: 30_000 },
    );
    await waitFor(async () =>
      expect(await svc.infra.redis.get(userRoleKey(user.id))).toBe('DEALER'),
    );
    const { jti } = jwt.decode(token) as { jti: string };
    expect(await svc.infra.redis.exists(revokedSessionKey(jti))).toBe(0);
    const { events } = await svc.readEvents((all) =>
      eventsOf(all, user.id).includes('UserUpdated'),
    );
    expect(
      events.find((e) => e.subject === user.id && e.type === 'UserUpdated')?.data,
    ).toMatchObject({ role: 'DEALER' });
  });

  it('when DealerRejected arrives, then the dealer status is recorded and the role stays USER', async () => {
    const user = await svc.createUser();
    await svc.publish([dealerEvent('DealerRejected', user, 'REJECT22')]);
    await waitFor(
      async () => {
        const me = await svc.call('GET', '/auth/me', { as: user.identity });
        expect(me.body.data.user).toMatchObject({
          role: 'USER',
          dealer: { referralCode: 'REJECT22', status: 'REJECTED' },
        });
      },
      { timeoutMs: 30_000 },
    );
  });

  it('when the same DealerApproved is delivered twice, then it is applied once', async () => {
    const user = await svc.createUser();
    const approved = dealerEvent('DealerApproved', user, 'TWICE234');
    await svc.publish([approved, approved]);
    await waitFor(
      async () => {
        expect((await svc.auth.users.findById(user.id))?.role).toBe('DEALER');
      },
      { timeoutMs: 30_000 },
    );
    const { events } = await svc.readEvents((all) =>
      eventsOf(all, user.id).includes('UserUpdated'),
    );
    expect(eventsOf(events, user.id).filter((type) => type === 'UserUpdated')).toHaveLength(1);
  });
});
