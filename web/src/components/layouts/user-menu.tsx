import { ChevronDown, LogOut } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDismiss } from '@/hooks/use-dismiss';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/auth/user';
import type { AuthUser } from '@/lib/auth/user';
import { accountNavItems } from './nav-items';
import { TruncatedText } from '@/components/ui/truncated-text';

type UserMenuProps = { user: AuthUser; onLogout: () => void };

export const UserBadge = ({ user, compact }: { user: AuthUser; compact?: boolean }) => {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 uppercase"
      >
        {name.charAt(0)}
      </span>
      <span className={cn('min-w-0 text-start leading-tight', compact && 'hidden xl:block')}>
        <TruncatedText text={name} className="max-w-40 text-sm font-semibold text-slate-900" />
        <span className="block text-xs text-slate-500">{t(`roles.${user.role}`)}</span>
      </span>
    </span>
  );
};

// Disclosure menu: a button and a list of links; Escape or a click elsewhere closes it.
export const UserMenu = ({ user, onLogout }: UserMenuProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  const itemClass =
    'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${displayName(user)}, ${t('nav.accountMenu')}`}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-lg p-1 hover:bg-slate-100"
      >
        <UserBadge user={user} compact />
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="border-b border-slate-100 px-2 pb-2 xl:hidden">
          <UserBadge user={user} />
        </div>
        <ul className="py-1">
          {accountNavItems(user).map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={itemClass} onClick={() => setOpen(false)}>
                {t(`nav.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-100 pt-1">
          <button
            type="button"
            className={cn(itemClass, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('nav.logout')}
          </button>
        </div>
      </div>
    </div>
  );
};
