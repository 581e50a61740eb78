import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './i18n';
import { localizeMessage } from './localize-message';

// Hindi is a chunk of its own in the app; the tests read it as a Hindi reader's page would.
await loadLanguage('hi');

describe('localizeMessage', () => {
  it('when a schema message is shown in English, then it is the spec text', () => {
    const t = i18n.getFixedT('en', 'forms');
    expect(localizeMessage(VALIDATION_MESSAGES.mobileInvalid, t)).toBe(
      VALIDATION_MESSAGES.mobileInvalid,
    );
  });

  it('when a schema or server message is shown in Hindi, then its Hindi text is given', () => {
    const t = i18n.getFixedT('hi', 'forms');
    expect(localizeMessage(VALIDATION_MESSAGES.passwordsDoNotMatch, t)).toBe('पासवर्ड मेल नहीं खाते');
    expect(localizeMessage(ERROR_MESSAGES.invalidCredentials, t)).toMatch(/[\u0900-\u097F]/);
  });

  it('when a message is not known, then it is shown as it came', () => {
    const t = i18n.getFixedT('hi', 'forms');
    expect(localizeMessage('Something the server said', t)).toBe('Something the server said');
  });
});
