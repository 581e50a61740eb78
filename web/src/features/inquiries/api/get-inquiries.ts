import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Inquiry } from '../types';
import { inquiryKeys } from './query-keys';

// Newest first, as the service lists them.
export const getInquiries = (): Promise<Inquiry[]> => api.get<Inquiry[]>('/inquiries');

export const useInquiries = () => useQuery({ queryKey: inquiryKeys.all, queryFn: getInquiries });
