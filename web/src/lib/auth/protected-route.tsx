import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';
import type { Role } from './user';

type ProtectedRouteProps = { roles?: readonly Role[] };

// Layout route: children render only for a signed-in user whose role is allowed.
export const ProtectedRoute = ({ roles }: ProtectedRouteProps) => {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('loading.page')} />
      </div>
    );
  }
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  if (roles && !roles.includes(user.role))
    return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
};
