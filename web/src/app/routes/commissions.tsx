import { useTranslation } from 'react-i18next';
import '@/features/dealers/i18n';
import { CommissionsPage } from '@/features/dealers/components/commissions-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const CommissionsRoute = () => {
  const { t } = useTranslation('dealers');
  useDocumentTitle(`${t('commissions.pageTitle')} — ${t('brand', { ns: 'common' })}`);
  return <CommissionsPage />;
};
