import '@/features/admin-layout/i18n';
import { useTranslation } from 'react-i18next';
import { UsersPage } from '@/features/admin-users/components/users-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminUsersRoute = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${t('users.title')} — ${t('brand', { ns: 'common' })}`);
  return <UsersPage />;
};
