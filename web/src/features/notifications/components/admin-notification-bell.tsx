import { Suspense, lazy } from 'react';
import { useAuth } from '@/lib/auth/use-auth';

// Only admins download the bell and open the live stream.
const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell')).NotificationBell,
}));

export const AdminNotificationBell = () => {
  const { user } = useAuth();
  if (user?.role !== 'ADMIN') return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
};
