import { SETTINGS_MESSAGES } from '@ghar/contracts/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotifications, type NotificationsService } from './support/notifications-service';

let service: NotificationsService;
beforeAll(async () => {
  service = await startNotifications();
});
afterAll(async () => {
  await service?.close();
});

const admin = () => service.identities.admin;
const put = (values: Record<string, unknown>) =>
  service.call('PUT', '/settings/notifications', { as: admin(), json: values });
const shown = async () => (await service.call('GET', '/settings/notifications/public')).body.data;

describe('notifications settings: the support contacts (issue 13 item 4)', () => {
  it('when the admin changes the phone and hours, then the public contacts show them at once and the audit says who changed what', async () => {
    const before = await shown();
    const changed = await put({ supportPhone: '+91 141 222 3333', supportHours: '8 AM – 10 PM' });
    expect(changed.status).toBe(200);
    expect(await shown()).toEqual({
      ...before,
      supportPhone: '+91 141 222 3333',
      supportHours: '8 AM – 10 PM',
    });
    const read = await service.call('GET', '/settings/notifications', { as: admin() });
    expect(read.body.data.audit.at(-1)).toMatchObject({
      by: { userId: admin().userId, email: admin().email },
      changes: [
        { key: 'supportPhone', from: before.supportPhone, to: '+91 141 222 3333' },
        { key: 'supportHours', from: before.supportHours, to: '8 AM – 10 PM' },
      ],
    });
  });

  it('when the e-mail or phone is malformed, then 400 with the texts and nothing changes', async () => {
    const before = await shown();
    const email = await put({ supportEmail: 'help-at-ghar' });
    expect(email.status).toBe(400);
    expect(email.body.error).toBe(SETTINGS_MESSAGES.supportEmail);
    const phone = await put({ supportPhone: '123' });
    expect(phone.body.error).toBe(SETTINGS_MESSAGES.supportPhone);
    expect(await shown()).toEqual(before);
  });
});
