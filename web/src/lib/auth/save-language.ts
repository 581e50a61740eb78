import type { Language } from '@ghar/contracts/constants';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** The account query (features/profile) reads the choice; it is fetched again after a save. */
const ACCOUNT_QUERY_KEY = ['auth', 'me'] as const;

/**
 * Keeps a signed-in reader's switch on their profile (issue 27): their notices are written in
 * it. The switch itself never waits for it; a save that fails leaves the profile's old choice,
 * and the next switch tries again.
 */
export const saveLanguage = async (language: Language): Promise<void> => {
  try {
    await api.put('/auth/language', { language });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  } catch {
    // Offline or signed out meanwhile: nothing to show, the page is already in the language.
  }
};
