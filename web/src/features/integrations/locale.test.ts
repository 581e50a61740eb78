import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/integrations.json';

describe('integrations texts', () => {
  it('when the English texts are read, then the spec ones equal contracts', () => {
    expect(en.form.required).toBe(ERROR_MESSAGES.messageRequired);
    expect(en.form.tooLong).toBe(ERROR_MESSAGES.messageTooLong);
    expect(en.whatsapp).toMatchObject({
      sent: SUCCESS_MESSAGES.whatsappTestSent,
      messageSent: SUCCESS_MESSAGES.whatsappMessageSent,
      failed: ERROR_MESSAGES.whatsappNotificationFailed,
      error: ERROR_MESSAGES.whatsappNotificationError,
      messageFailed: ERROR_MESSAGES.whatsappMessageFailed,
      messageError: ERROR_MESSAGES.whatsappMessageError,
    });
    expect(en.telegram.statusFailed).toBe(ERROR_MESSAGES.telegramStatusFailed);
    expect(en.telegram.failed).toBe(ERROR_MESSAGES.testMessageFailed);
  });
});
