import { DEALER_STATUSES, type DealerStatus } from '@ghar/contracts/constants';
import type { DealerRequest } from '@ghar/contracts/http';

export type StatusFilter = DealerStatus | '';

export const toStatusFilter = (value: string): StatusFilter =>
  (DEALER_STATUSES as readonly string[]).includes(value) ? (value as DealerStatus) : '';

type Searchable = Pick<DealerRequest, 'referralCode' | 'status' | 'user'>;

// Part 2 §2: search by name, e-mail or referral code, case-insensitive; blank matches everyone.
export const matchesSearch = (dealer: Searchable, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [dealer.user.name, dealer.user.email, dealer.referralCode].some((field) =>
    field.toLowerCase().includes(needle),
  );
};

export const matchesFilters = (dealer: Searchable, search: string, status: StatusFilter) =>
  (!status || dealer.status === status) && matchesSearch(dealer, search);

export type StatusCounts = Record<'total' | 'pending' | 'approved' | 'rejected', number>;

// The summary cards count every request, whatever the search and filter show.
export const countByStatus = (dealers: readonly Pick<DealerRequest, 'status'>[]): StatusCounts => {
  const count = (status: DealerStatus) => dealers.filter((d) => d.status === status).length;
  return {
    total: dealers.length,
    pending: count('PENDING'),
    approved: count('APPROVED'),
    rejected: count('REJECTED'),
  };
};
