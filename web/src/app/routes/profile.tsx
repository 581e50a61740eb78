import { useTranslation } from 'react-i18next';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const ProfileRoute = () => {
  const { t } = useTranslation('profile');
  useDocumentTitle(`${t('title')} — ${t('brand', { ns: 'common' })}`);
  return <ProfilePage />;
};
