import { Suspense, lazy } from 'react';
import { useAuth } from '@/lib/auth/use-auth';

// Signed-in users other than admins (who keep the admin bell) download their leads link and bell
// in one chunk and open their own stream; visitors download nothing.
const SignedInHeaderActions = lazy(async () => ({
  default: (await import('./signed-in-header-actions')).SignedInHeaderActions,
}));

export const UserHeaderActions = () => {
  const { user } = useAuth();
  if (!user || user.role === 'ADMIN') return null;
  return (
    <Suspense fallback={null}>
      <SignedInHeaderActions />
    </Suspense>
  );
};
