import { describe, expect, it } from 'vitest';
import { authMeResponseSchema, authUserSchema } from './auth-user';
import { inquiryListSchema } from './inquiry-list';
import { notificationPageSchema } from './notification-page';

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
});
