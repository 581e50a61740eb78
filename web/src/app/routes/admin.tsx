import '@/features/admin-layout/i18n';
import { useTranslation } from 'react-i18next';
import { RecentActivity } from '@/features/admin-activity/components/recent-activity';
import { AdminAnalytics } from '@/features/admin-analytics/components/admin-analytics';
import { DashboardOverview } from '@/features/admin-dashboard/components/dashboard-overview';
import { AdminHome } from '@/features/admin-layout/components/admin-home';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const AdminRoute = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${t('home.title')} — ${t('brand', { ns: 'common' })}`);
  // The admin home's sections, in order: one line each.
  return (
    <AdminHome>
      <DashboardOverview />
      <RecentActivity />
      <AdminAnalytics />
    </AdminHome>
  );
};
