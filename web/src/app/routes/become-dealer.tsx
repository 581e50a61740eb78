import { useTranslation } from 'react-i18next';
import '@/features/dealers/i18n';
import { BecomeDealerPage } from '@/features/dealers/components/become-dealer-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const BecomeDealerRoute = () => {
  const { t } = useTranslation('dealers');
  useDocumentTitle(`${t('apply.pageTitle')} — ${t('brand', { ns: 'common' })}`);
  return <BecomeDealerPage />;
};
