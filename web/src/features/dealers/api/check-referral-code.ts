import { referralCheckSchema, type ReferralCheck } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

// GET /dealers/referral/{code} (public): the sponsor's name for an APPROVED code; null when the
// service does not know it (404). Only a hint while typing: the submit is judged by the server.
export const checkReferralCode = async (
  code: string,
  signal?: AbortSignal,
): Promise<ReferralCheck | null> => {
  try {
    const data = await api.get<unknown>(`/dealers/referral/${encodeURIComponent(code)}`, {
      signal,
      skipUnauthorizedHandler: true,
    });
    return referralCheckSchema.parse(data);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const useReferralCheck = (code: string) =>
  useQuery({
    queryKey: ['dealers', 'referral', code],
    queryFn: ({ signal }) => checkReferralCode(code, signal),
    enabled: code.length > 0,
    retry: false,
    staleTime: 60_000,
  });
