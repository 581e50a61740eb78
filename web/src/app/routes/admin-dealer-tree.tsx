import { useTranslation } from 'react-i18next';
import '@/features/admin-dealers/i18n';
import { DealerTreePage } from '@/features/admin-dealers/components/dealer-tree-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminDealerTreeRoute = () => {
  const { t } = useTranslation('admin-dealers');
  useDocumentTitle(`${t('tree.title')} — ${t('brand', { ns: 'common' })}`);
  return <DealerTreePage />;
};
