import { LogOut, X } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useCloseOnWideScreen } from '@/hooks/use-close-on-wide-screen';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import type { AuthUser } from '@/lib/auth/user';
import { cn } from '@/lib/cn';
import { switchLanguage, useLanguage } from '@/lib/language';
import { buttonClasses } from '../ui/button';
import { LanguageToggle } from '../ui/language-toggle';
import { Logo } from './logo';
import { accountNavItems, primaryNavItems, visitorNavItems } from './nav-items';
import { UserBadge } from './user-menu';

type MobileMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  user: AuthUser | null;
  onLogout: () => void;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
  );

// Full-screen menu for phones; the page behind it does not scroll while it is open.
export const MobileMenu = ({ id, open, onClose, user, onLogout }: MobileMenuProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  useFocusTrap(panel, open, onClose);
  useCloseOnWideScreen(open, onClose);
  if (!open) return null;

  // Portalled: the header's backdrop filter would otherwise clip a fixed overlay.
  return createPortal(
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={t('nav.main')}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white lg:hidden"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
        <Logo onNavigate={onClose} />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('nav.closeMenu')}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label={t('nav.main')} className="flex-1 px-4 py-4">
        {user && (
          <div className="mb-3 rounded-xl bg-slate-50 p-3">
            <UserBadge user={user} />
          </div>
        )}
        <ul className="space-y-1">
          {primaryNavItems(user).map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} end className={linkClass} onClick={onClose}>
                {t(`nav.${item.key}`)}
              </NavLink>
            </li>
          ))}
          {user &&
            accountNavItems(user)
              .filter((item) => item.key !== 'aboutUs')
              .map((item) => (
                <li key={item.key}>
                  <NavLink to={item.to} className={linkClass} onClick={onClose}>
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
        </ul>
        <div className="mt-6 border-t border-slate-200 pt-6">
          <p className="mb-2 text-sm font-medium text-slate-600">{t('language.label')}</p>
          <LanguageToggle label={t('language.label')} value={language} onChange={switchLanguage} />
        </div>
      </nav>
      <div className="border-t border-slate-200 p-4">
        {user ? (
          <button
            type="button"
            onClick={() => {
              onClose();
              onLogout();
            }}
            className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
          >
            <LogOut aria-hidden="true" className="size-5" />
            {t('nav.logout')}
          </button>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            {visitorNavItems.map((item) => (
              <NavLink
                key={item.key}
                to={item.to}
                onClick={onClose}
                className={buttonClasses({
                  variant: item.key === 'signup' ? 'primary' : 'outline',
                  size: 'lg',
                })}
              >
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
};
