import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/language';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingScreen } from './loading-screen';

// Features reach the shell through slots that the app fills (app/router), so the shared
// layout imports no feature: `headerActions` sits beside the account menu, `floating` above
// every page.
type MainLayoutProps = { headerActions?: ReactNode; floating?: ReactNode };

export const MainLayout = ({ headerActions, floating }: MainLayoutProps) => {
  const { t } = useTranslation();
  const { loading } = useAuth();
  const { switching } = useLanguage();
  if (loading) return <LoadingScreen />;

  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col transition-opacity duration-150',
        switching && 'opacity-40',
      )}
    >
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header actions={headerActions} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* Room for the floating help button (size-14 plus its margin) below the footer's last
          line, so it never sits on top of text the reader scrolls to. */}
      {floating && <div aria-hidden="true" className="h-20 shrink-0 bg-slate-900 sm:h-24" />}
      {floating}
      <ScrollRestoration />
    </div>
  );
};
