import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';
import { displayName } from '@/lib/auth/user';

export const DashboardRoute = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(`${t('nav.dashboard')} — ${t('brand')}`);
  // ProtectedRoute renders this screen only with a user.
  if (!user) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('dashboard.welcome', { name: displayName(user) })}
      </h1>
    </section>
  );
};
