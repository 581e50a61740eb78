import { useTranslation } from 'react-i18next';
import '@/features/booking/i18n';
import '@/features/dealers/i18n';
import '@/features/properties/i18n';
import { LazyPropertyEditDialog } from '@/app/lazy-property-edit-dialog';
import { useMyDealer } from '@/features/dealers/api/get-my-dealer';
import { RecentCommissionsCard } from '@/features/dealers/components/recent-commissions-card';
import { MyBookingsSection } from '@/features/my-bookings/components/my-bookings-section';
import { BecomeDealerCard } from '@/features/my-properties/components/become-dealer-card';
import { DashboardLayout } from '@/features/my-properties/components/dashboard-layout';
import { DashboardProperties } from '@/features/my-properties/components/dashboard-properties';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';
import { displayName } from '@/lib/auth/user';

export const DashboardRoute = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  // A USER's latest application decides what the Become a Dealer card says.
  const dealer = useMyDealer({ enabled: user?.role === 'USER' });
  useDocumentTitle(`${t('nav.dashboard')} — ${t('brand')}`);
  // ProtectedRoute renders this screen only with a user.
  if (!user?.id) return null;
  return (
    <DashboardLayout
      greeting={
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('dashboard.welcome', { name: displayName(user) })}
        </h1>
      }
      becomeDealer={
        user.role === 'USER' ? (
          <BecomeDealerCard applicationStatus={dealer.data?.status} />
        ) : undefined
      }
      bookings={<MyBookingsSection />}
      commissions={user.role === 'DEALER' ? <RecentCommissionsCard /> : undefined}
      properties={
        <DashboardProperties
          ownerId={user.role === 'ADMIN' ? undefined : user.id}
          EditDialog={LazyPropertyEditDialog}
        />
      }
    />
  );
};
