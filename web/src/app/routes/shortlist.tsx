import { useTranslation } from 'react-i18next';
import '@/features/properties/i18n';
import '@/components/listing/shortlist/i18n';
import { ShortlistPage } from '@/features/shortlist/components/shortlist-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const ShortlistRoute = () => {
  const { t } = useTranslation('shortlist');
  useDocumentTitle(`${t('page.title')} — ${t('brand', { ns: 'common' })}`);
  return <ShortlistPage />;
};

// The saved searches page (issue 27 item 6) shares this route's chunk: the user's two saved
// lists load together, and the first script names one lazy file fewer (bench:bundle).
export { SavedSearchesRoute } from './saved-searches';
