import './i18n';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withNext } from '@/lib/auth/next-page';
import { useAuth } from '@/lib/auth/use-auth';

import { AlertMeDialog } from './alert-me-dialog';

/**
 * "Alert me" on the search page (issue 27 item 6): saves the current filters with a name, for a
 * digest of new matches. A visitor goes to login and comes back to this very search (`?next=`).
 * It loads with the quick filters, after the page's first paint (bench:bundle).
 */
export const AlertMeButton = ({ filters }: { filters: Record<string, string> }) => {
  const { t } = useTranslation('saved-searches');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  const press = () => {
    if (!user) {
      void navigate(withNext(paths.login.getHref(), `${location.pathname}${location.search}`));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={press}
        title={t('alertMe.hint')}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-brand-600 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {t('alertMe.button')}
      </button>
      {open && <AlertMeDialog filters={filters} onClose={() => setOpen(false)} />}
    </>
  );
};
