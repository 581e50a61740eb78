import type { AdminBookingsResponse, BookingStats } from '@ghar/contracts/http';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/bookings.json';
import { renderWithApp } from '@/testing/render-with-app';
import { ADMIN_BOOKINGS_PAGE_SIZE, adminBookingKeys } from '../api/query-keys';
import { BookingsPage } from './bookings-page';

// The route brings the screen's texts (app/routes/admin-bookings.tsx); a test brings them itself.
i18n.addResourceBundle('en', 'bookings', en);

const stats: BookingStats = {
  totalBookings: 0,
  pendingBookings: 0,
  confirmedBookings: 0,
  totalRevenue: 0,
};

/** The first page as the service answers it; its rows are beside the point here. */
const firstPage = (answer: Pick<AdminBookingsResponse, 'totalCapped' | 'hasMore' | 'total'>) =>
  renderWithApp(<BookingsPage />, {
    cached: [
      [adminBookingKeys.stats, stats],
      [
        adminBookingKeys.list({ page: 1, limit: ADMIN_BOOKINGS_PAGE_SIZE }),
        { bookings: [], totalPages: 10, page: 1, limit: ADMIN_BOOKINGS_PAGE_SIZE, ...answer },
      ],
    ],
  });

const capped = /More than 100 bookings match/;

describe('Bookings Management: a total counted up to 100 (issue 24 item 3)', () => {
  it('when the service counted 100 and more follow, then the page says more than 100 match', () => {
    firstPage({ total: 100, totalCapped: true, hasMore: true });
    expect(screen.getByText(capped)).toBeTruthy();
  });

  it('when the total is exact, then it says nothing of the kind', () => {
    firstPage({ total: 97, totalCapped: false, hasMore: true });
    expect(screen.queryByText(capped)).toBeNull();
  });
});
