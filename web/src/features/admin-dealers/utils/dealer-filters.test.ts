import { describe, expect, it } from 'vitest';
import { countByStatus, matchesFilters, matchesSearch, toStatusFilter } from './dealer-filters';
import { dealerNode } from './test-dealers';

const asha = dealerNode('a', {
  name: 'Asha Verma',
  email: 'Asha.V@Example.in',
  referralCode: 'K7PQ2MZX',
  status: 'PENDING',
});

describe('dealer request filters', () => {
  it('when the search is in another case, then name, e-mail and referral code all match', () => {
    expect(matchesSearch(asha, 'asha v')).toBe(true);
    expect(matchesSearch(asha, 'ASHA.V@EXAMPLE')).toBe(true);
    expect(matchesSearch(asha, 'k7pq')).toBe(true);
    expect(matchesSearch(asha, '  ')).toBe(true);
    expect(matchesSearch(asha, 'ravi')).toBe(false);
  });

  it('when a status is chosen, then only that status passes, and All lets every one through', () => {
    expect(matchesFilters(asha, '', 'PENDING')).toBe(true);
    expect(matchesFilters(asha, '', 'APPROVED')).toBe(false);
    expect(matchesFilters(asha, 'asha', '')).toBe(true);
    expect(matchesFilters(asha, 'ravi', 'PENDING')).toBe(false);
  });

  it('when the filter value is not a dealer status, then it means All', () => {
    expect(toStatusFilter('REJECTED')).toBe('REJECTED');
    expect(toStatusFilter('')).toBe('');
    expect(toStatusFilter('CONFIRMED')).toBe('');
  });

  it('when requests are counted, then each status and the total are counted', () => {
    const list = [
      asha,
      dealerNode('b', { status: 'APPROVED' }),
      dealerNode('c', { status: 'APPROVED' }),
      dealerNode('d', { status: 'REJECTED' }),
    ];
    expect(countByStatus(list)).toEqual({ total: 4, pending: 1, approved: 2, rejected: 1 });
  });
});
