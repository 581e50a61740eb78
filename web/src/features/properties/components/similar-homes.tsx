import '../i18n';
import { useTranslation } from 'react-i18next';
import { useSimilarProperties } from '../api/get-similar';
import { ListingRow } from './listing-row';

/**
 * "Similar homes" below a listing's details (issue 26 item 5): loaded after the page shows
 * (see PropertyDetail), nothing at all while loading, on an error or when there are none.
 */
export const SimilarHomes = ({ id }: { id: string }) => {
  const { t } = useTranslation('properties');
  const { data } = useSimilarProperties(id);
  if (!data || data.properties.length === 0) return null;
  return (
    <ListingRow headingId="similar-homes" title={t('similar.title')} properties={data.properties} />
  );
};
