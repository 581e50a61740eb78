import { afterAll, describe, expect, it } from 'vitest';
import { deniedUserKey, userRoleKey } from '@ghar/contracts/session';
import { prepareAuth } from '../src/startup';
import { uniqueEmail, uniqueIp } from '@ghar/testing';
import { startAuthService, type AuthService } from './support/auth-service';

const started: AuthService[] = [];
afterAll(() => Promise.all(started.map((svc) => svc.close())));

describe('first start', () => {
  it('when ADMIN_EMAIL and ADMIN_PASSWORD are set, then that admin exists once, whatever the number of starts', async () => {
    const email = uniqueEmail('first-admin');
    const env = { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'First@Admin1' };
    const svc = await startAuthService({ env });
    started.push(svc);
    await prepareAuth(svc.auth, svc.config);
    await prepareAuth(svc.auth, svc.config);

    const { users: admins } = await svc.auth.users.page({ search: email, page: 1, limit: 20 });
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ role: 'ADMIN' });
    const login = await svc.call('POST', '/auth/login', {
      json: { email, password: 'First@Admin1' },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expect(login.body.data.user.role).toBe('ADMIN');
    const logged = svc.logs.join('');
    expect(logged).toContain(email);
    expect(logged).not.toContain('First@Admin1');
  });

  it('when Redis lost the denial of a blocked user, then the next start writes it again', async () => {
    const svc = await startAuthService();
    started.push(svc);
    const admin = await svc.createUser('ADMIN');
    const user = await svc.createUser();
    await svc.call('PUT', `/admin/users/${user.id}/block`, { as: admin.identity });
    await svc.infra.redis.del(deniedUserKey(user.id));

    await prepareAuth(svc.auth, svc.config);
    expect(await svc.infra.redis.get(deniedUserKey(user.id))).toBe('BLOCKED');
  });

  it('when Redis lost the role of a demoted admin, then the next start writes it again', async () => {
    const svc = await startAuthService();
    started.push(svc);
    const admin = await svc.createUser('ADMIN');
    const demoted = await svc.createUser('ADMIN');
    const res = await svc.call('PUT', `/admin/users/${demoted.id}`, {
      as: admin.identity,
      json: { name: 'Demoted Admin', role: 'USER' },
    });
    expect(res.status).toBe(200);
    await svc.infra.redis.del(userRoleKey(demoted.id));

    await prepareAuth(svc.auth, svc.config);
    // The gateway now forwards USER for the tokens the demoted admin was given before.
    expect(await svc.infra.redis.get(userRoleKey(demoted.id))).toBe('USER');
  });
});
