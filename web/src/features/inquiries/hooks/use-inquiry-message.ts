import { VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '@/lib/localize-message';

// The schema speaks the spec's English; the inquiry's own prompts have their Hindi here, the
// shared rules (mobile number) and server refusals in `forms`.
export const useInquiryMessage = (): ((message: string) => string) => {
  const { t } = useTranslation('inquiries');
  const localize = useLocalizeMessage();
  return useCallback(
    (message: string) => {
      if (message === VALIDATION_MESSAGES.inquiryMessageRequired) {
        return t('validation.inquiryMessageRequired');
      }
      if (message === VALIDATION_MESSAGES.inquiryMobileRequired) {
        return t('validation.inquiryMobileRequired');
      }
      if (message === VALIDATION_MESSAGES.inquiryMessageTooLong) {
        return t('validation.inquiryMessageTooLong');
      }
      return localize(message);
    },
    [localize, t],
  );
};
