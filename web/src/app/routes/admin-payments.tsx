import { useTranslation } from 'react-i18next';
import '@/features/admin-payments/i18n';
import { PaymentsPage } from '@/features/admin-payments/components/payments-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminPaymentsRoute = () => {
  const { t } = useTranslation('admin-payments');
  useDocumentTitle(`${t('title')} — ${t('brand', { ns: 'common' })}`);
  return <PaymentsPage />;
};
