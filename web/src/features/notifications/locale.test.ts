import { CONFIRM_MESSAGES, ERROR_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/notifications.json';

describe('notifications texts', () => {
  it('when the English confirmation and failures are read, then they are the spec texts of contracts', () => {
    expect(en.confirmCleanup).toBe(CONFIRM_MESSAGES.cleanupNotifications);
    expect(en.errors).toEqual({
      fetch: ERROR_MESSAGES.fetchNotificationsFailed,
      markRead: ERROR_MESSAGES.markNotificationReadFailed,
      markAllRead: ERROR_MESSAGES.markAllNotificationsReadFailed,
      cleanup: ERROR_MESSAGES.cleanupNotificationsFailed,
    });
  });
});
