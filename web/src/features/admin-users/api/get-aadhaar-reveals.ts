import { PAGE_SIZES, ROLES } from '@ghar/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const person = { id: z.string(), name: z.string().nullable(), email: z.string().nullable() };
const revealsPageSchema = z.object({
  reveals: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      subject: z.object(person),
      actor: z.object({ ...person, role: z.enum(ROLES) }),
    }),
  ),
  total: z.number(),
  totalPages: z.number(),
});
export type AadhaarReveal = z.infer<typeof revealsPageSchema>['reveals'][number];

// GET /admin/users/aadhaar-reveals: who saw whose full Aadhaar number, newest first.
export const getAadhaarReveals = async (page: number, signal?: AbortSignal) =>
  revealsPageSchema.parse(
    await api.get('/admin/users/aadhaar-reveals', {
      query: { page, limit: PAGE_SIZES.aadhaarReveals },
      signal,
    }),
  );

// Asked only while the panel is open; a reveal made meanwhile shows on the next open.
export const useAadhaarReveals = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'aadhaar-reveals', page],
    queryFn: ({ signal }) => getAadhaarReveals(page, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
