import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import '../i18n';
import { adminPropertyKeys, type AdminPropertyPage } from '../api/admin-property';
import { adminQuery, EMPTY_FILTERS } from '../utils/admin-query';
import { PropertiesPage } from './properties-page';

const showPage = (pagination: AdminPropertyPage['pagination']) =>
  renderWithApp(<PropertiesPage />, {
    cached: [
      [adminPropertyKeys.list(adminQuery(EMPTY_FILTERS, 1)), { properties: [], pagination }],
    ],
  });

describe('Manage Properties: the count above the list (issue 24)', () => {
  it('when the total is exact, then it is shown as it is', () => {
    showPage({ page: 1, limit: 10, total: 27, pages: 3 });
    expect(screen.getByText('27 properties')).toBeTruthy();
  });

  it('when the service counted only so far, then the count says "at least" with a plus', () => {
    showPage({ page: 1, limit: 10, total: 100, pages: 10, totalAtLeast: true });
    expect(screen.getByText('100+ properties')).toBeTruthy();
  });
});
