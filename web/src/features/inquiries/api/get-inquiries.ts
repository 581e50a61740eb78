import {
  ADMIN_INQUIRIES_PAGE_SIZE,
  inquiryCountSchema,
  inquiryListSchema,
} from '@ghar/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Inquiry } from '../types';
import { inquiryKeys } from './query-keys';

// Newest first, a page at a time (issue 24): a page shorter than the page size is the last.
// Checked against the contracts' schema: a change of shape on the server fails here, loudly.
export const getInquiries = async (page: number): Promise<Inquiry[]> =>
  inquiryListSchema.parse(
    await api.get<unknown>('/inquiries', {
      query: { page, limit: ADMIN_INQUIRIES_PAGE_SIZE },
    }),
  );

export const useInquiries = (page: number) =>
  useQuery({
    queryKey: inquiryKeys.page(page),
    queryFn: () => getInquiries(page),
    placeholderData: keepPreviousData,
  });

// The header's count: exact below 100, `capped` (shown "100+") from there.
export const useInquiryCount = () =>
  useQuery({
    queryKey: inquiryKeys.count,
    queryFn: async () => inquiryCountSchema.parse(await api.get<unknown>('/inquiries/count')),
  });

/** Whether an older page follows: a full page, unless the exact count says it was the last. */
export const hasOlderPage = (
  page: number,
  rows: number,
  count: { count: number; capped: boolean } | undefined,
): boolean =>
  rows >= ADMIN_INQUIRIES_PAGE_SIZE &&
  !(count && !count.capped && page * ADMIN_INQUIRIES_PAGE_SIZE >= count.count);
