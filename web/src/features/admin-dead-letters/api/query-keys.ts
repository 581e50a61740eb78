import type { DeadLetterStatus } from '@ghar/contracts/http';

// Every dead-letter read starts with 'dead-letters', so a replay or discard refreshes them all.
export const deadLetterKeys = {
  all: ['dead-letters'] as const,
  list: (status: DeadLetterStatus | undefined, page: number) =>
    ['dead-letters', 'list', status ?? 'ALL', page] as const,
  one: (id: string) => ['dead-letters', 'one', id] as const,
};
