import { useTranslation } from 'react-i18next';
import '@/features/properties/i18n';
import '@/features/admin-properties/i18n';
import { PropertiesPage } from '@/features/admin-properties/components/properties-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminPropertiesRoute = () => {
  const { t } = useTranslation('admin-properties');
  useDocumentTitle(`${t('title')} — ${t('brand', { ns: 'common' })}`);
  return <PropertiesPage />;
};
