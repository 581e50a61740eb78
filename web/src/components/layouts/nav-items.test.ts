import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@/lib/auth/user';
import { accountNavItems, primaryNavItems } from './nav-items';

const user: AuthUser = { id: 'u1', email: 'ravi@example.in', name: 'Ravi', role: 'USER' };
const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('header navigation', () => {
  it('when a visitor looks, then Home, About Us and Join Us (dealer signup) show', () => {
    const items = primaryNavItems(null);
    expect(keys(items)).toEqual(['home', 'aboutUs', 'joinUs']);
    expect(items.find((item) => item.key === 'joinUs')?.to).toBe('/dealer-signup');
  });

  it('when a USER without dealer record is signed in, then Join Us leads to the application and List Property shows', () => {
    const items = primaryNavItems(user);
    expect(keys(items)).toEqual(['home', 'aboutUs', 'joinUs', 'listProperty']);
    expect(items.find((item) => item.key === 'joinUs')?.to).toBe('/become-dealer');
  });

  it('when a USER already applied, then Join Us is hidden (they have a dealer application)', () => {
    const applied = { ...user, dealer: { referralCode: 'AB12CD34', status: 'PENDING' } };
    expect(keys(primaryNavItems(applied))).toEqual(['home', 'aboutUs', 'listProperty']);
  });

  it('when a dealer is signed in, then Join Us is hidden', () => {
    expect(keys(primaryNavItems({ ...user, role: 'DEALER' }))).toEqual([
      'home',
      'aboutUs',
      'listProperty',
    ]);
  });

  it('when a non-admin opens the account menu, then there is no Admin Panel', () => {
    expect(keys(accountNavItems(user))).toEqual([
      'dashboard',
      'profile',
      'myProperties',
      'leads',
      'shortlist',
      'savedSearches',
      'aboutUs',
    ]);
  });

  it('when an admin opens the account menu, then Admin Panel is the last link', () => {
    const items = accountNavItems({ ...user, role: 'ADMIN' });
    expect(items.at(-1)).toEqual({ key: 'adminPanel', to: '/admin' });
  });
});
