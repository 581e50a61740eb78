import { deadLetterPageSchema, type DeadLetterStatus } from '@ghar/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deadLetterKeys } from './query-keys';

// GET /api/admin/dead-letters?status=&page= (notifications keeps every .dlq message), newest first.
export const getDeadLetters = async (
  status: DeadLetterStatus | undefined,
  page: number,
  signal?: AbortSignal,
) =>
  deadLetterPageSchema.parse(
    await api.get<unknown>('/admin/dead-letters', { query: { status, page }, signal }),
  );

export const useDeadLetters = (status: DeadLetterStatus | undefined, page: number) =>
  useQuery({
    queryKey: deadLetterKeys.list(status, page),
    queryFn: ({ signal }) => getDeadLetters(status, page, signal),
    placeholderData: keepPreviousData,
  });
