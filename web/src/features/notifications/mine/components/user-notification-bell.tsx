import { Suspense, lazy } from 'react';
import { useAuth } from '@/lib/auth/use-auth';

// Signed-in users other than admins (who keep the admin bell) download this bell and open their
// own stream; visitors download nothing.
const MyNotificationBell = lazy(async () => ({
  default: (await import('./my-notification-bell')).MyNotificationBell,
}));

export const UserNotificationBell = () => {
  const { user } = useAuth();
  if (!user || user.role === 'ADMIN') return null;
  return (
    <Suspense fallback={null}>
      <MyNotificationBell />
    </Suspense>
  );
};
