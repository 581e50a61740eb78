import { useTranslation } from 'react-i18next';
import '@/features/admin-settings/i18n';
import { SettingsPage } from '@/features/admin-settings/components/settings-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminSettingsRoute = () => {
  const { t } = useTranslation('admin-settings');
  useDocumentTitle(`${t('title')} — ${t('brand', { ns: 'common' })}`);
  return <SettingsPage />;
};
