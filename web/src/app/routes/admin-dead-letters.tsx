import { useTranslation } from 'react-i18next';
import '@/features/admin-dead-letters/i18n';
import { DeadLettersPage } from '@/features/admin-dead-letters/components/dead-letters-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminDeadLettersRoute = () => {
  const { t } = useTranslation('admin-dead-letters');
  useDocumentTitle(`${t('title')} — ${t('brand', { ns: 'common' })}`);
  return <DeadLettersPage />;
};
