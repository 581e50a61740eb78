import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { newUser, readJson, tokenFor, useEchoStack } from './harness';

const stack = useEchoStack();

const get = (path: string, role?: 'USER' | 'DEALER' | 'ADMIN') =>
  fetch(`${stack.gateway.url}${path}`, {
    headers: role ? { authorization: `Bearer ${tokenFor(newUser(role))}` } : {},
  });

describe('GET /api/admin/payments and its CSV', () => {
  it('when a visitor asks, then 401; a user or a dealer, then 403', async () => {
    for (const path of ['/api/admin/payments', '/api/admin/payments/export.csv']) {
      expect((await get(path)).status).toBe(401);
      for (const role of ['USER', 'DEALER'] as const) {
        const response = await get(path, role);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ error: ERROR_MESSAGES.accessDenied });
      }
    }
  });

  it('when the services answer something that is not a payment list, then each source is named unavailable and the page still answers', async () => {
    const response = await get('/api/admin/payments', 'ADMIN');
    expect(response.status).toBe(200);
    const { data } = await readJson<{ data: Record<string, unknown> }>(response);
    expect(data).toEqual({
      payments: [],
      duplicates: 0,
      refundsOwed: { count: 0, total: 0 },
      unavailable: [
        { source: 'LISTING_FEE', error: 'invalid answer' },
        { source: 'BOOKING', error: 'invalid answer' },
      ],
    });
  });

  it('when a filter is malformed, then 400', async () => {
    expect((await get('/api/admin/payments?month=2026-13', 'ADMIN')).status).toBe(400);
    expect((await get('/api/admin/payments?state=PAID', 'ADMIN')).status).toBe(400);
  });

  it('when the CSV is asked, then a file with the header and a TOTAL row', async () => {
    const response = await get('/api/admin/payments/export.csv?source=BOOKING', 'ADMIN');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toContain('ghar-payments.csv');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toMatch(/^Date \(IST\),Source,Payment ID,/);
    expect(lines[1]).toMatch(/^TOTAL,/);
  });
});
