import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/testing/render-with-app';
import { NotificationPagination } from './notification-pagination';

// Issue 24: a list's total is counted up to 100; beyond, the pages are a lower bound ("of 5+").

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('notification pages with a capped total', () => {
  it('when the total is capped, then it says "of 5+" and Next stays on at the last known page', () => {
    const asked: number[] = [];
    renderWithApp(
      <NotificationPagination page={5} totalPages={5} totalCapped onPage={(p) => asked.push(p)} />,
    );
    expect(screen.getByText('Page 5 of 5+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(asked).toEqual([6]);
  });

  it('when the total is exact, then the last page has Next off', () => {
    renderWithApp(<NotificationPagination page={3} totalPages={3} onPage={() => undefined} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('when the reader chose Hindi, then the lower bound reads the same way in Hindi', async () => {
    await loadLanguage('hi');
    await i18n.changeLanguage('hi');
    renderWithApp(
      <NotificationPagination page={1} totalPages={5} totalCapped onPage={() => undefined} />,
    );
    expect(screen.getByText('पेज 1 / 5+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अगला' }).hasAttribute('disabled')).toBe(false);
  });
});
