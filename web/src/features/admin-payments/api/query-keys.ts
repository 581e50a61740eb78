import type { PaymentsQuery } from '@ghar/contracts/http';

// Every reconciliation read starts with 'payments', so a state change refreshes every filter.
export const paymentKeys = {
  all: ['payments'] as const,
  list: (filters: PaymentsQuery) => ['payments', 'list', filters] as const,
};
