import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { i18n } from '@/lib/i18n';
import enAdmin from '@/locales/en/admin.json';
import { adminUsersKey } from '../api/admin-user';
import { ADMIN_USERS_PAGE_SIZE } from '../api/get-users';
import { UsersPage } from './users-page';

// The admin's texts come with the admin routes (admin-layout registers them); here the test does.
if (!i18n.hasResourceBundle('en', 'admin')) i18n.addResourceBundle('en', 'admin', enAdmin);

const showPage = (answer: { total: number; totalAtLeast?: boolean; totalPages: number }) =>
  renderWithApp(<UsersPage />, {
    cached: [
      [
        [...adminUsersKey, { page: 1, limit: ADMIN_USERS_PAGE_SIZE }],
        { users: [], page: 1, ...answer },
      ],
    ],
  });

describe('All Users: the count above the table (issue 24 item 3)', () => {
  it('when the total is exact, then it is shown as it is', () => {
    showPage({ total: 42, totalAtLeast: false, totalPages: 3 });
    expect(screen.getByText('42 users')).toBeTruthy();
  });

  it('when the service counted only 100 ahead (a search), then the count says "100+"', () => {
    showPage({ total: 100, totalAtLeast: true, totalPages: 5 });
    expect(screen.getByText('100+ users')).toBeTruthy();
  });
});
