import { PAGE_SIZES } from '@ghar/contracts/constants';

export type AdminFilters = { search: string; type: string; location: string; status: string };

export const EMPTY_FILTERS: AdminFilters = { search: '', type: '', location: '', status: '' };

// GET /properties/admin/all's query: only the filters given, trimmed, with the page and 10 a page.
export const adminQuery = (filters: AdminFilters, page: number): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value.trim();
    if (trimmed) query[key] = trimmed;
  }
  return { ...query, page: String(page), limit: String(PAGE_SIZES.adminProperties) };
};

export const activeFilterCount = (filters: AdminFilters): number =>
  [filters.type, filters.location, filters.status].filter((value) => value.trim() !== '').length;

// The admin toggle moves FREE to BOOKED and back; a SOLD listing has none.
export const toggledStatus = (status: string): 'FREE' | 'BOOKED' | null =>
  status === 'FREE' ? 'BOOKED' : status === 'BOOKED' ? 'FREE' : null;
