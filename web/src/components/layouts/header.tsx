import { Menu } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLogout } from '@/lib/auth/use-logout';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { switchLanguage, useLanguage } from '@/lib/language';
import { buttonClasses } from '../ui/button';
import { LanguageToggle } from '../ui/language-toggle';
import { Logo } from './logo';
import { primaryNavItems, visitorNavItems } from './nav-items';

// The phone menu loads when first asked for (its chunk is fetched from the first touch of the
// button), not with every page's first scripts.
const loadMobileMenu = () => import('./mobile-menu');
// A visitor never needs the account menu; a signed-in user gets it once their session is known.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export const Header = ({ actions }: { actions?: ReactNode }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { language } = useLanguage();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuId = useId();
  const onLogout = () => void logout();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="ms-4 hidden items-center gap-1 lg:flex">
          {primaryNavItems(user).map((item) => (
            <NavLink key={item.key} to={item.to} end className={navLinkClass}>
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageToggle
            label={t('language.label')}
            value={language}
            onChange={switchLanguage}
            className="hidden sm:inline-flex"
          />
          {actions}
          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} onLogout={onLogout} />
              </Suspense>
            ) : (
              visitorNavItems.map((item) => (
                <NavLink
                  key={item.key}
                  to={item.to}
                  className={buttonClasses({
                    variant: item.key === 'signup' ? 'primary' : 'ghost',
                    size: 'sm',
                  })}
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              ))
            )}
          </div>
          <button
            type="button"
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            user={user}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </header>
  );
};
