import { paths } from '@/config/paths';
import { canJoinAsDealer } from '@/lib/auth/user';
import type { AuthUser } from '@/lib/auth/user';

// Keys of `common:nav.*`. A new header link: add its key to the locales and an entry below.
export type NavKey =
  | 'home'
  | 'aboutUs'
  | 'joinUs'
  | 'listProperty'
  | 'login'
  | 'signup'
  | 'dashboard'
  | 'profile'
  | 'myProperties'
  | 'leads'
  | 'shortlist'
  | 'savedSearches'
  | 'adminPanel';

export type NavItem = { key: NavKey; to: string };

export const primaryNavItems = (user: AuthUser | null): NavItem[] => {
  const items: NavItem[] = [
    { key: 'home', to: paths.home.getHref() },
    { key: 'aboutUs', to: paths.about.getHref() },
  ];
  // Join Us: visitors sign up as dealers; a signed-in USER applies from their account.
  if (canJoinAsDealer(user)) {
    items.push({
      key: 'joinUs',
      to: user ? paths.becomeDealer.getHref() : paths.dealerSignup.getHref(),
    });
  }
  if (user) items.push({ key: 'listProperty', to: paths.listProperty.getHref() });
  return items;
};

export const visitorNavItems: NavItem[] = [
  { key: 'login', to: paths.login.getHref() },
  { key: 'signup', to: paths.signup.getHref() },
];

export const accountNavItems = (user: AuthUser): NavItem[] => [
  { key: 'dashboard', to: paths.dashboard.getHref() },
  { key: 'profile', to: paths.profile.getHref() },
  { key: 'myProperties', to: paths.myProperties.getHref() },
  // Also beside the bell from the small-tablet width up; on a phone the header has no room for it.
  { key: 'leads', to: paths.leads.getHref() },
  { key: 'shortlist', to: paths.shortlist.getHref() },
  { key: 'savedSearches', to: paths.savedSearches.getHref() },
  { key: 'aboutUs', to: paths.about.getHref() },
  ...(user.role === 'ADMIN' ? [{ key: 'adminPanel' as const, to: paths.admin.getHref() }] : []),
];
