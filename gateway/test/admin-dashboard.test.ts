import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { newUser, readJson, tokenFor, useEchoStack } from './harness';

const stack = useEchoStack();

const dashboard = (role?: 'USER' | 'DEALER' | 'ADMIN') =>
  fetch(`${stack.gateway.url}/api/admin/dashboard`, {
    headers: role ? { authorization: `Bearer ${tokenFor(newUser(role))}` } : {},
  });

describe('GET /api/admin/dashboard', () => {
  it('when a visitor asks, then 401; a user or a dealer, then 403', async () => {
    expect((await dashboard()).status).toBe(401);
    for (const role of ['USER', 'DEALER'] as const) {
      const response = await dashboard(role);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: ERROR_MESSAGES.accessDenied });
    }
  });

  it('when an admin asks, then each service is called with a signature it accepts and answers that are not figures fail only their sections', async () => {
    const response = await dashboard('ADMIN');
    expect(response.status).toBe(200);
    const { data } = await readJson<{ data: Record<string, unknown> }>(response);
    // The echo services accept the signed call (a refusal would read 'status 401') and answer
    // with an echo, which is not the figures each section expects.
    expect(data.sections).toEqual({
      users: { ok: false, error: 'invalid answer' },
      properties: { ok: false, error: 'invalid answer' },
      bookings: { ok: false, error: 'invalid answer' },
      dealers: { ok: false, error: 'invalid answer' },
    });
    expect(data.totalUsers).toBeNull();
  });
});
