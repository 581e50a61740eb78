import { useTranslation } from 'react-i18next';
import '@/features/properties/i18n';
import { LazyPropertyEditDialog } from '@/app/lazy-property-edit-dialog';
import { MyPropertiesPage } from '@/features/my-properties/components/my-properties-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';

export const MyPropertiesRoute = () => {
  const { t } = useTranslation('my-properties');
  const { user } = useAuth();
  useDocumentTitle(`${t('title')} — ${t('brand', { ns: 'common' })}`);
  if (!user?.id) return null;
  return <MyPropertiesPage ownerId={user.id} EditDialog={LazyPropertyEditDialog} />;
};
