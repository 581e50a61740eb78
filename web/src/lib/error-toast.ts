import type { TFunction } from 'i18next';
import { toast } from '../components/ui/toast/toast-store';
import type { ToastContent } from '../components/ui/toast/toast-store';
import { isApiError, screenErrorMessage } from './api-error';
import type { ApiError } from './api-error';
import { i18n } from './i18n';

export type ErrorContext = 'property' | 'booking' | 'upload';

export type ErrorToast = Required<Pick<ToastContent, 'title' | 'message' | 'suggestions'>> &
  Pick<ToastContent, 'action'>;

type Preset = 'network' | 'timeout' | 'unavailable' | 'server' | 'unauthorized' | 'forbidden';
type Titled =
  | 'notFound'
  | 'validation'
  | `property.${'notFound' | 'accessDenied' | 'alreadyExists' | 'generic'}`
  | `booking.${'alreadyBooked' | 'payment' | 'dealerCode' | 'generic'}`
  | `upload.${'tooLarge' | 'invalidFormat' | 'corrupted' | 'generic'}`;

const contextKey = (context: ErrorContext, text: string): Titled => {
  const has = (...words: string[]) => words.some((word) => text.includes(word));
  switch (context) {
    case 'property':
      if (has('not found')) return 'property.notFound';
      if (has('permission', 'unauthorized')) return 'property.accessDenied';
      if (has('already exists')) return 'property.alreadyExists';
      return 'property.generic';
    case 'booking':
      if (has('already booked')) return 'booking.alreadyBooked';
      if (has('payment')) return 'booking.payment';
      if (has('dealer')) return 'booking.dealerCode';
      return 'booking.generic';
    case 'upload':
      if (has('size', 'large')) return 'upload.tooLarge';
      if (has('format', 'type')) return 'upload.invalidFormat';
      if (has('corrupt', 'damaged')) return 'upload.corrupted';
      return 'upload.generic';
  }
};

// Part 2 §8 "Error toast helper": title, message, suggestions and action line for a failed
// call, specialised by the screen's context.
export const buildErrorToast = (
  error: unknown,
  t: TFunction<'errors'>,
  context?: ErrorContext,
): ErrorToast => {
  const preset = (key: Preset): ErrorToast => ({
    title: t(`toast.${key}.title`),
    message: t(`toast.${key}.message`),
    suggestions: [...t(`toast.${key}.suggestions`, { returnObjects: true })],
    action: key === 'forbidden' ? undefined : t(`toast.${key}.action`),
  });
  const titled = (key: Titled, message: string): ErrorToast => ({
    title: t(`toast.${key}.title`),
    message,
    suggestions: [...t(`toast.${key}.suggestions`, { returnObjects: true })],
  });
  const fallback = (message: string | undefined): ErrorToast => ({
    title: t('toast.fallback.title'),
    message: message || t('toast.fallback.message'),
    suggestions: [],
  });

  if (!isApiError(error)) return fallback(error instanceof Error ? error.message : undefined);
  const apiError: ApiError = error;
  if (apiError.kind === 'network') return preset('network');
  if (apiError.kind === 'timeout') return preset('timeout');
  if (apiError.status === 401) return preset('unauthorized');
  // Part 2 §8's 503 text, not 'an internal server error': the gateway's 502/504 mean the same.
  if ([502, 503, 504].includes(apiError.status)) return preset('unavailable');
  if (apiError.status >= 500) return preset('server');
  if (context) return titled(contextKey(context, apiError.message.toLowerCase()), apiError.message);
  if (apiError.status === 403) return preset('forbidden');
  if (apiError.status === 404) return titled('notFound', apiError.message);
  const isValidation = apiError.status === 400 || apiError.status === 422;
  if (isValidation && (apiError.errors.length > 0 || apiError.serverMessage)) {
    const message = apiError.errors.length > 0 ? apiError.errors.join(', ') : apiError.message;
    return titled('validation', message);
  }
  return fallback(apiError.serverMessage ?? apiError.message);
};

export const showErrorToast = (error: unknown, context?: ErrorContext): void => {
  toast.error(buildErrorToast(error, i18n.getFixedT(null, 'errors'), context));
};

/**
 * A refused action on a screen (mark read, delete, block …): the server's reason under the
 * screen's 'Failed to …' title, in the reader's language. Lost connections and server faults get
 * the full error toast; a 401 already has its own (the session ends). The one helper every
 * feature uses; returns when the toast is shown.
 */
export const showActionFailure = async (error: unknown, fallback: string): Promise<void> => {
  if (isApiError(error)) {
    if (error.status === 401) return;
    if (error.kind !== 'http' || error.status >= 500) {
      showErrorToast(error);
      return;
    }
  }
  // Loaded on demand: the rule texts it matches must not weigh on every page's first chunk.
  const { localizeMessage } = await import('./localize-message');
  const message = localizeMessage(
    screenErrorMessage(error, fallback),
    i18n.getFixedT(null, 'forms'),
  );
  toast.error(message === fallback ? { message } : { title: fallback, message });
};
