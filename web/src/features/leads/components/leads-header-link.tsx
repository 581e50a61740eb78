import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useNewLeadsCount } from '../api/leads';
import '../i18n';
import { leadsBadge, readLeadsSince } from '../leads-seen';

// The header's "Leads" (issue 27 item 4) for a signed-in user: the booking requests and questions
// that came since they last opened /leads (99+ beyond 99). From the small-tablet width up: on a
// phone the logo, languages, bell and menu fill the header (an English one scrolled sideways by
// 20 px at 390), and Leads is in the menu instead.
export const LeadsHeaderLink = () => {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const onLeads = pathname === paths.leads.path;
  // On /leads the page marks everything seen; leaving it starts a new count from then.
  return <LeadsLink key={String(onLeads)} userId={user?.id ?? ''} onLeads={onLeads} />;
};

const LeadsLink = ({ userId, onLeads }: { userId: string; onLeads: boolean }) => {
  const { t } = useTranslation('leads');
  const [since] = useState(() => readLeadsSince(userId));
  const count = useNewLeadsCount(since);
  const badge = onLeads ? null : leadsBadge(count.data ?? 0);
  const label = badge ? t('header.linkWithCount', { count: count.data ?? 0 }) : t('header.link');

  return (
    <Link
      to={paths.leads.getHref()}
      aria-label={label}
      title={label}
      data-testid="leads-link"
      className="relative hidden items-center gap-1 rounded-lg p-2 sm:flex text-sm font-medium text-slate-700 hover:bg-slate-100"
    >
      <Inbox aria-hidden="true" className="size-6" />
      <span className="hidden xl:inline">{t('header.link')}</span>
      {badge && (
        <span
          aria-hidden="true"
          data-testid="leads-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
};
