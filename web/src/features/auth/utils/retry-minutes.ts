import { isApiError } from '@/lib/api-error';

// Whole minutes until a refused login may be tried again (from the 429's Retry-After), or null
// when the refusal did not say: a wait under a minute still reads "1 minute".
export const retryMinutes = (error: unknown): number | null => {
  if (!isApiError(error) || error.status !== 429 || !error.retryAfterSeconds) return null;
  return Math.ceil(error.retryAfterSeconds / 60);
};
