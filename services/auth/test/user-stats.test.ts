import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDoc } from '../src/data-access/user-model';
import { readUserStats } from '../src/domain/read-user-stats';
import { summariseUsers } from '../src/domain/user-stats-rules';
import { startAuthService, type AuthService, type TestUser } from './support/auth-service';

// Its own service (its own database): the figures below are every account there is.
let svc: AuthService;
let admin: TestUser;
beforeAll(async () => {
  svc = await startAuthService();
  admin = await svc.createUser('ADMIN');
});
afterAll(() => svc?.close());

const asAdmin = (method: string, target: string, json?: unknown) =>
  svc.call(method, target, { as: admin.identity, json });
// The route shares one read among polls within a second (adminFiguresRoute): read what it reads.
const stats = () => readUserStats(svc.auth);
/** The figures counted one by one from the stored users: what the counters must equal. */
const counted = async () => {
  const users = await svc.auth.userModel
    .find({ status: { $ne: 'DELETED' } }, { role: 1, status: 1, createdAt: 1 })
    .lean<Pick<UserDoc, 'role' | 'status' | 'createdAt'>[]>();
  return summariseUsers(users, new Date());
};

describe('the admin dashboard user figures, kept as counters by the writes (issue 24 item 3)', () => {
  it('when accounts are created, blocked, unblocked, promoted and deleted, then each step moves the figures and they equal a count of the users', async () => {
    const figures = await asAdmin('GET', '/admin/users/stats');
    expect(figures.status).toBe(200);
    expect(figures.body.data).toEqual({
      totalUsers: 1,
      byRole: { USER: 0, DEALER: 0, ADMIN: 1 },
      blocked: 0,
      newLast30Days: 1,
    });

    const first = await svc.createUser();
    const second = await svc.createUser();
    expect(await stats()).toMatchObject({ totalUsers: 3, byRole: { USER: 2 }, newLast30Days: 3 });

    expect((await asAdmin('PUT', `/admin/users/${first.id}/block`)).status).toBe(200);
    expect(await stats()).toMatchObject({ totalUsers: 3, blocked: 1 });
    // Blocking again writes nothing, so it counts nothing.
    await asAdmin('PUT', `/admin/users/${first.id}/block`);
    expect(await stats()).toMatchObject({ blocked: 1 });

    expect((await asAdmin('PUT', `/admin/users/${first.id}/unblock`)).status).toBe(200);
    expect(await stats()).toMatchObject({ blocked: 0 });

    const promoted = await asAdmin('PUT', `/admin/users/${second.id}`, {
      name: 'Promoted',
      mobile: '6123456789',
      role: 'DEALER',
    });
    expect(promoted.body).toMatchObject({ data: { user: { role: 'DEALER' } } });
    expect(await stats()).toMatchObject({ byRole: { USER: 1, DEALER: 1, ADMIN: 1 } });

    await asAdmin('PUT', `/admin/users/${second.id}/block`);
    expect((await asAdmin('DELETE', `/admin/users/${second.id}`)).status).toBe(200);
    const after = await stats();
    expect(after).toEqual({
      totalUsers: 2,
      byRole: { USER: 1, DEALER: 0, ADMIN: 1 },
      blocked: 0,
      newLast30Days: 2,
    });
    expect(after).toEqual(await counted());
  });

  it('when the counters are missing (a database from before them), then the start-up pass rebuilds them from the users, once', async () => {
    await svc.createUser('DEALER');
    // More than one batch of the pass (100), written straight, then the counters dropped.
    await svc.auth.userModel.insertMany(
      Array.from({ length: 150 }, (_, i) => ({ email: `bulk-${i}@stats.test`, name: `Bulk ${i}` })),
    );
    await svc.infra.conn.collection('user_counters').deleteMany({});
    expect((await stats()).totalUsers).toBe(0);

    expect(await svc.auth.userCounters.rebuildIfMissing(svc.auth.userModel)).toBe(true);
    const rebuilt = await stats();
    expect(rebuilt).toMatchObject({ totalUsers: 153, byRole: { USER: 151, DEALER: 1, ADMIN: 1 } });
    expect(rebuilt).toEqual(await counted());
    expect(await svc.auth.userCounters.rebuildIfMissing(svc.auth.userModel)).toBe(false);
  });
});
