import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/testing/render-with-app';
import { inquiryKeys } from '../api/query-keys';
import type { Inquiry } from '../types';
import { InquiriesTable } from './inquiries-table';

// Issue 24: the admin's inquiries come a page at a time and their count stops at 100, so the
// header must say "at least" and the pages must go on past what the count knows.

const rows = (count: number, from = 0): Inquiry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `665f00000000000000${String(from + i).padStart(6, '0')}`,
    mobileNumber: `98765${String(from + i).padStart(5, '0')}`,
    message: `Question ${from + i}`,
    createdAt: new Date(Date.UTC(2026, 10, 28, 10, 0, 0) - (from + i) * 60_000).toISOString(),
  }));

const show = (pages: Inquiry[][], count: { count: number; capped: boolean }) =>
  renderWithApp(<InquiriesTable />, {
    cached: [
      ...pages.map((page, i) => [inquiryKeys.page(i + 1), page] as [readonly unknown[], unknown]),
      [inquiryKeys.count, count],
    ],
  });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('admin inquiries: pages and a capped count', () => {
  it('when the server counted 100 or more, then the header says 100+ and Older leads to the next page', () => {
    show([rows(50), rows(50, 50)], { count: 100, capped: true });
    expect(screen.getByText('100+ inquiries')).toBeTruthy();
    expect(screen.getAllByText('Question 0').length).toBeGreaterThan(0);
    const newer = screen.getByRole('button', { name: 'Newer' });
    expect(newer.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getAllByText('Question 50').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Question 0')).toHaveLength(0);
    // A full page again and the count is only a lower bound: there may be more.
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(false);
  });

  it('when the exact count ends on a full page, then there is no Older page and no paging at all', () => {
    show([rows(50)], { count: 50, capped: false });
    expect(screen.getByText('50 inquiries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('when the reader chose Hindi, then the capped count and the paging are in Hindi', async () => {
    await loadLanguage('hi');
    await i18n.changeLanguage('hi');
    show([rows(50)], { count: 100, capped: true });
    expect(screen.getByText('100+ पूछताछ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पुरानी' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नई' }).hasAttribute('disabled')).toBe(true);
  });
});
