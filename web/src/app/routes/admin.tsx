import { useTranslation } from 'react-i18next';
import { AdminHome } from '@/features/admin-layout/components/admin-home';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminRoute = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${t('home.title')} — ${t('brand', { ns: 'common' })}`);
  return <AdminHome />;
};
