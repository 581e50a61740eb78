import type { PaymentsQuery } from '@ghar/contracts/http';

/** The filters as the gateway reads them: only the chosen ones. */
export const paymentsSearch = (filters: PaymentsQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
};
