import { useTranslation } from 'react-i18next';
import '@/features/booking/i18n';
import '@/features/properties/i18n';
import { BookingsPage } from '@/features/admin-bookings/components/bookings-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminBookingsRoute = () => {
  const { t } = useTranslation('bookings');
  useDocumentTitle(`${t('admin.title')} — ${t('brand', { ns: 'common' })}`);
  return <BookingsPage />;
};
