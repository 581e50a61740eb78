import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toast/toast-store';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import '../i18n';
import { DashboardCards } from './dashboard-cards';
import { RecentTransactions } from './recent-transactions';
import { SystemStatus } from './system-status';

// The admin home's live figures (part 2 §2, issue 13). Only a failure of the whole call shows
// 'Failed to load admin data' with Retry (and its toast, once per failure); one service down
// shows on its own cards while the rest stays.
export const DashboardOverview = () => {
  const { t } = useTranslation('admin-dashboard');
  const dashboard = useAdminDashboard();

  useEffect(() => {
    if (dashboard.isError) toast.error({ message: t('failed.toast') });
  }, [dashboard.isError, t]);

  if (dashboard.isError) {
    return (
      <LoadFailed
        error={dashboard.error}
        fallback={t('failed.load')}
        retryLabel={t('retry')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  if (!dashboard.data) return <LoadingBlock label={t('loading')} className="min-h-40" />;
  return (
    <div className="space-y-4" data-testid="admin-dashboard">
      <p className="text-xs text-slate-500">{t('live')}</p>
      <DashboardCards data={dashboard.data} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentTransactions data={dashboard.data} />
        </div>
        <SystemStatus parts={dashboard.data.systemStatus} />
      </div>
    </div>
  );
};
