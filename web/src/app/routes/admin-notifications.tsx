import { useTranslation } from 'react-i18next';
import { NotificationCenter } from '@/features/notifications/components/notification-center';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminNotificationsRoute = () => {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('page.title')} — ${tc('brand')}`);
  return <NotificationCenter />;
};
