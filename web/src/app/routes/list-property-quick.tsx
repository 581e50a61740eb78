import { useTranslation } from 'react-i18next';
import { QuickListingPage } from '@/features/property-form/components/quick-listing-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

// /list-property/quick: the simple listing form. Open to visitors, who are told to log in when
// they submit ('Please login to list a property', part 1 §2).
export const QuickListingRoute = () => {
  const { t } = useTranslation('property-form');
  useDocumentTitle(`${t('quick.title')} — ${t('brand', { ns: 'common' })}`);
  return (
    <QuickListingPage
      fullFormHref={paths.listProperty.getHref()}
      loginHref={paths.login.getHref()}
    />
  );
};
