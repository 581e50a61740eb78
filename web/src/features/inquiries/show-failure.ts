import { toast } from '../../components/ui/toast/toast-store';
import { screenErrorMessage } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';

// A failed action: the server's message first, the screen's fallback otherwise (part 2 §8).
export const showFailure = (error: unknown, fallback: string): void => {
  toast.error({
    title: i18n.t('errors:toast.fallback.title'),
    message: screenErrorMessage(error, fallback),
  });
};
