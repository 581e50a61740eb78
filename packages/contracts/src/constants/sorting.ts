export const SORT_BY = ['createdAt', 'price', 'area', 'bhk'] as const;
export type SortBy = (typeof SORT_BY)[number];
export const SORT_BY_LABELS: Record<SortBy, string> = {
  createdAt: 'Latest First',
  price: 'Price',
  area: 'Area',
  bhk: 'BHK',
};

export const SORT_ORDER = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDER)[number];
export const SORT_ORDER_LABELS: Record<SortOrder, string> = {
  desc: 'Descending',
  asc: 'Ascending',
};
