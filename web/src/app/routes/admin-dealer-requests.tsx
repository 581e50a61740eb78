import { useTranslation } from 'react-i18next';
import '@/features/admin-dealers/i18n';
import { DealerRequestsPage } from '@/features/admin-dealers/components/dealer-requests-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminDealerRequestsRoute = () => {
  const { t } = useTranslation('admin-dealers');
  useDocumentTitle(`${t('requests.title')} — ${t('brand', { ns: 'common' })}`);
  return <DealerRequestsPage />;
};
