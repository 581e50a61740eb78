import {
  SETTINGS_MESSAGES,
  type AdminSettingsView,
  type PublicSettings,
  type SettingsSection,
} from '@ghar/contracts/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAdmin, signUp, type Caller } from './support/callers';
import { send } from './support/gateway-client';

// Issue 13 item 4 through the gateway: each section changed at its owner, read back merged.

let admin: Caller;
let user: Caller;
beforeAll(async () => {
  [admin, user] = await Promise.all([logInAdmin(), signUp('user')]);
});

const change = (section: SettingsSection, values: Record<string, unknown>, token = admin.token) =>
  send({ method: 'put', path: '/api/admin/settings', token, json: { section, values } });
const data = <T>(answer: { status: number; text: string }) => {
  if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};

afterAll(async () => {
  // The stack is shared by the level's later files: the defaults go back.
  await change('listings', { listingFee: 100 });
  await change('bookings', { pendingTtlHours: 72 });
});

describe('admin settings through the gateway', () => {
  it('when the admin sets the fee to ₹150 and the TTL to 48 h, then GET /api/settings (what the fee modal reads) shows them, and the admin page has the audit', async () => {
    expect((await change('listings', { listingFee: 150 })).status).toBe(200);
    expect((await change('bookings', { pendingTtlHours: 48 })).status).toBe(200);

    const shown = data<PublicSettings>(await send({ method: 'get', path: '/api/settings' }));
    expect(shown.listings).toMatchObject({ listingFee: 150 });
    expect(shown.bookings).toEqual({ defaultBookingCharge: 300 });
    expect(shown.dealers).toMatchObject({ levelSplitPercent: [40, 10, 5] });
    expect(shown.notifications?.supportEmail).toContain('@');

    const page = data<AdminSettingsView>(
      await send({ method: 'get', path: '/api/admin/settings', token: admin.token }),
    );
    expect(page.unavailable).toEqual([]);
    expect(Object.keys(page.sections).sort()).toEqual([
      'bookings',
      'dealers',
      'listings',
      'notifications',
    ]);
    expect(page.sections.bookings?.values).toMatchObject({ pendingTtlHours: 48 });
    expect(page.sections.bookings?.audit.at(-1)).toMatchObject({
      by: { userId: admin.id },
      changes: [{ key: 'pendingTtlHours', to: 48 }],
    });
  });

  it('when a change breaks a rule, then the owner’s 400 and its text come back as they are', async () => {
    const split = await change('dealers', { levelSplitPercent: [60, 30, 20] });
    expect(split.status).toBe(400);
    expect(JSON.parse(split.text)).toEqual({
      success: false,
      error: SETTINGS_MESSAGES.levelSplitSum,
      errors: [SETTINGS_MESSAGES.levelSplitSum],
    });
    const fee = await change('listings', { listingFee: -100 });
    expect([fee.status, fee.error]).toEqual([400, SETTINGS_MESSAGES.listingFee]);
    const section = await send({
      method: 'put',
      path: '/api/admin/settings',
      token: admin.token,
      json: { section: 'payments', values: {} },
    });
    expect(section.status).toBe(400);
  });

  it('when a user or a visitor asks for the admin settings, then 403 and 401; the public merge is open', async () => {
    expect((await change('listings', { listingFee: 1 }, user.token)).status).toBe(403);
    expect((await send({ method: 'get', path: '/api/admin/settings' })).status).toBe(401);
    expect((await send({ method: 'get', path: '/api/settings', token: user.token })).status).toBe(
      200,
    );
  });
});
