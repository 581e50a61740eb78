import { useTranslation } from 'react-i18next';
import { useMyDealer } from '@/features/dealers/api/get-my-dealer';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';

export const ProfileRoute = () => {
  const { t } = useTranslation('profile');
  const { user } = useAuth();
  // A dealer's code, status and total commission come from the dealers service.
  const dealer = useMyDealer({ enabled: user?.role === 'DEALER' });
  useDocumentTitle(`${t('title')} — ${t('brand', { ns: 'common' })}`);
  return <ProfilePage dealerFigures={dealer.data} />;
};
