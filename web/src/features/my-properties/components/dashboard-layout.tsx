import type { ReactNode } from 'react';

type DashboardLayoutProps = {
  greeting: ReactNode;
  // My Bookings (first 5).
  bookings?: ReactNode;
  properties: ReactNode;
  // Recent Commissions (dealers only, first 5).
  commissions?: ReactNode;
  becomeDealer?: ReactNode;
};

// The order of the dashboard's sections (part 1 §2); each one is handed in by the route.
export const DashboardLayout = ({
  greeting,
  bookings,
  properties,
  commissions,
  becomeDealer,
}: DashboardLayoutProps) => (
  <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
    {greeting}
    {becomeDealer}
    {bookings}
    {properties}
    {commissions}
  </div>
);
