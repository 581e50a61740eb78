import { useTranslation } from 'react-i18next';
import '@/features/notifications/mine/i18n';
import { MyNotificationsPage } from '@/features/notifications/mine/components/my-notifications-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const NotificationsRoute = () => {
  const { t } = useTranslation('my-notifications');
  useDocumentTitle(`${t('page.title')} — ${t('brand', { ns: 'common' })}`);
  return <MyNotificationsPage />;
};
