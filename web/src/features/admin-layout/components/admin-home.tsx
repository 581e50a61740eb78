import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickActions } from './quick-actions';

// /admin (part 2 §2): the heading, the sections of other features (each owning its data and its
// failure states; they meet in app/routes/admin.tsx, one line each), then the quick actions.
export const AdminHome = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('home.title')}</h1>
        <p className="mt-1 text-slate-600">{t('home.subtitle')}</p>
      </header>
      {children}
      <QuickActions />
    </div>
  );
};
