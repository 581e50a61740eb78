import { describe, expect, it } from 'vitest';
import { resources } from '@/locales';
import enAdmin from '@/locales/en/admin.json';
import { adminNavItems, adminSectionItems } from './admin-nav';

describe('admin navigation', () => {
  it('when the admin menu is built, then the overview comes first and leads to /admin', () => {
    expect(adminNavItems[0]).toMatchObject({ key: 'overview', to: '/admin' });
  });

  it('when the sections are listed, then every one lives under /admin and has both texts', () => {
    for (const item of adminSectionItems) {
      expect(item.to.startsWith('/admin/')).toBe(true);
      for (const language of ['en', 'hi'] as const) {
        // English admin texts load with the admin routes (features/admin-layout/i18n.ts).
        const admin = language === 'en' ? enAdmin : resources.hi.admin;
        expect(admin.nav[item.key]).toBeTruthy();
        expect(admin.sections[item.key]).toBeTruthy();
      }
    }
  });

  it('when the users section is looked for, then it links to /admin/users', () => {
    expect(adminSectionItems.find((item) => item.key === 'users')?.to).toBe('/admin/users');
  });

  it('when the properties section is looked for, then it links to /admin/properties', () => {
    expect(adminSectionItems.find((item) => item.key === 'properties')?.to).toBe(
      '/admin/properties',
    );
  });

  it('when the dealer sections are looked for, then they link to the requests and the tree', () => {
    const to = (key: string) => adminSectionItems.find((item) => item.key === key)?.to;
    expect(to('dealerRequests')).toBe('/admin/dealer-requests');
    expect(to('dealerTree')).toBe('/admin/dealer-tree');
  });
});
