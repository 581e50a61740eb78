import type { InquiryBody } from '@ghar/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Inquiry } from '../types';
import { inquiryKeys } from './query-keys';

export const createInquiry = (body: InquiryBody): Promise<Inquiry> =>
  api.post<Inquiry>('/inquiries', body);

export const useCreateInquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
};
