import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError, screenErrorMessage } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/error-toast';
import { i18n } from '../../../lib/i18n';
import { localizeMessage } from '../../../lib/localize-message';

// A refused admin action: the server's reason under the screen's 'Failed to …' title.
// Lost connections and server faults get the shared error toast; a 401 already has one.
export const notifyFailure = (error: unknown, fallback: string): void => {
  if (isApiError(error)) {
    if (error.status === 401) return;
    if (error.kind !== 'http' || error.status >= 500) {
      showErrorToast(error);
      return;
    }
  }
  const message = localizeMessage(
    screenErrorMessage(error, fallback),
    i18n.getFixedT(null, 'forms'),
  );
  toast.error(message === fallback ? { message } : { title: fallback, message });
};
