import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-error';
import { showActionFailure } from '@/lib/error-toast';
import { savedSearchMessageKey } from './saved-search-messages';

/** A refused save or change in the reader's language (the cap, a gone search); else as usual. */
export const showSavedSearchFailure = (
  error: unknown,
  fallback: string,
  t: TFunction<'saved-searches'>,
): void => {
  const key =
    isApiError(error) && error.serverMessage
      ? savedSearchMessageKey(error.serverMessage)
      : undefined;
  if (key) {
    toast.error({ title: fallback, message: t(`errors.${key}`) });
    return;
  }
  void showActionFailure(error, fallback);
};
