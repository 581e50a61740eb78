import { useTranslation } from 'react-i18next';
import { ListPropertyPage } from '@/features/property-form/components/list-property-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

// /list-property and /sell: the property form in create mode (part 1 §2).
export const ListPropertyRoute = () => {
  const { t } = useTranslation('property-form');
  useDocumentTitle(`${t('create.title')} — ${t('brand', { ns: 'common' })}`);
  return <ListPropertyPage quickListingHref={paths.listPropertyQuick.getHref()} />;
};
