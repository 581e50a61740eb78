import { describe, expect, it } from 'vitest';
import { authMeResponseSchema, authUserSchema } from './auth-user';
import { inquiryListSchema } from './inquiry-list';
import { notificationPageSchema } from './notification-page';
import { publicSettingsSchema } from './public-settings';
import { SETTINGS_DEFAULTS } from '../../constants/settings-defaults';
import { publicSettingsSchemas } from '../settings';

describe('response schemas the web reads', () => {
  it('when /auth/me answers with personal extras, then the user view keeps none of them', () => {
    const parsed = authMeResponseSchema.parse({
      user: {
        id: 'u1',
        email: 'a@example.in',
        name: 'Asha',
        role: 'USER',
        aadhaar: '123412341234',
      },
    });
    expect(parsed.user).toEqual({ id: 'u1', email: 'a@example.in', name: 'Asha', role: 'USER' });
  });

  it('when a role is unknown or the e-mail missing, then the user is refused', () => {
    expect(authUserSchema.safeParse({ email: 'a@example.in', role: 'ROOT' }).success).toBe(false);
    expect(authUserSchema.safeParse({ role: 'USER' }).success).toBe(false);
  });

  it('when the notification list drifts (a renamed field), then parsing fails loudly', () => {
    const item = {
      id: 'n1',
      type: 'SYSTEM_ALERT',
      title: 'Disk',
      message: 'Full',
      read: false,
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    expect(
      notificationPageSchema.parse({ notifications: [item], total: 1, totalPages: 1 }),
    ).toMatchObject({ total: 1 });
    expect(
      notificationPageSchema.safeParse({ items: [item], total: 1, totalPages: 1 }).success,
    ).toBe(false);
  });

  it('when an inquiry lacks its mobile number, then the list is refused', () => {
    const ok = { id: 'i1', mobileNumber: '9876543210', message: 'Hi', createdAt: '2026-11-23' };
    expect(inquiryListSchema.parse([ok])).toEqual([ok]);
    expect(inquiryListSchema.safeParse([{ ...ok, mobileNumber: undefined }]).success).toBe(false);
  });

  it('when GET /api/settings answers every section or only some, then the web reads them as the services saved them', () => {
    const answer = {
      listings: { listingFee: 150, upiId: 'ghar@upi', upiPayeeName: 'Ghar Properties' },
      bookings: { defaultBookingCharge: 300 },
      dealers: SETTINGS_DEFAULTS.dealers,
      notifications: SETTINGS_DEFAULTS.notifications,
    };
    const saved = Object.fromEntries(
      Object.entries(publicSettingsSchemas).map(([section, schema]) => [
        section,
        schema.parse(answer[section as keyof typeof answer]),
      ]),
    );
    expect(publicSettingsSchema.parse(answer)).toEqual(saved);
    expect(publicSettingsSchema.parse({ bookings: answer.bookings })).toEqual({
      bookings: answer.bookings,
    });
    expect(
      publicSettingsSchema.safeParse({ listings: { ...answer.listings, listingFee: '150' } })
        .success,
    ).toBe(false);
  });
});
