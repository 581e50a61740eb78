import { useTranslation } from 'react-i18next';
import '@/features/properties/i18n';
import '@/components/listing/saved-search/i18n';
import { SavedSearchesPage } from '@/features/saved-searches/components/saved-searches-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const SavedSearchesRoute = () => {
  const { t } = useTranslation('saved-searches');
  useDocumentTitle(`${t('page.title')} — ${t('brand', { ns: 'common' })}`);
  return <SavedSearchesPage />;
};
