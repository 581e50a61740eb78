import { ShieldCheck } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { adminNavItems } from '../admin-nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'bg-brand-700 text-white shadow-sm'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

// Every admin screen: a sidebar on wide screens, a scrolling tab row on phones.
export const AdminLayout = () => {
  const { t } = useTranslation('admin');
  const tabs = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On phones the tab row scrolls sideways: bring the open screen's tab into view (centred),
  // without scrolling the page itself as scrollIntoView would.
  useLayoutEffect(() => {
    const list = tabs.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:flex lg:gap-8 lg:py-10">
        <aside className="lg:w-56 lg:shrink-0">
          <p className="mb-3 hidden items-center gap-2 px-3 text-sm font-semibold text-slate-500 lg:flex">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('layout.title')}
          </p>
          <nav aria-label={t('nav.label')}>
            <ul
              ref={tabs}
              className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:px-0"
            >
              {adminNavItems.map(({ key, to, icon: Icon }) => (
                <li key={key}>
                  <NavLink to={to} end className={linkClass}>
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`nav.${key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="mt-6 min-w-0 flex-1 lg:mt-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
};
