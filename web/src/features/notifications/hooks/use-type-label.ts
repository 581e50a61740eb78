import { NOTIFICATION_TYPES, type NotificationType } from '@ghar/contracts/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isKnownType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

export const useTypeLabel = (): ((type: string) => string) => {
  const { t } = useTranslation('notifications');
  return useCallback(
    (type: string) => (isKnownType(type) ? t(`types.${type}`) : t('types.other')),
    [t],
  );
};
