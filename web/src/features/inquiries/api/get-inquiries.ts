import { inquiryListSchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Inquiry } from '../types';
import { inquiryKeys } from './query-keys';

// Newest first, as the service lists them.
// Checked against the contracts' schema: a change of shape on the server fails here, loudly.
export const getInquiries = async (): Promise<Inquiry[]> =>
  inquiryListSchema.parse(await api.get<unknown>('/inquiries'));

export const useInquiries = () => useQuery({ queryKey: inquiryKeys.all, queryFn: getInquiries });
