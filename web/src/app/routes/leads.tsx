import { useTranslation } from 'react-i18next';
import '@/features/booking/i18n';
import '@/features/leads/i18n';
import { LeadsPage } from '@/features/leads/components/leads-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const LeadsRoute = () => {
  const { t } = useTranslation('leads');
  useDocumentTitle(`${t('page.title')} — ${t('brand', { ns: 'common' })}`);
  return <LeadsPage />;
};
