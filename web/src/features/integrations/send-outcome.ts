import { isApiError } from '@/lib/api-error';

export type SendOutcome = { ok: true; message: string; detail?: string } | FailedOutcome;
type FailedOutcome = { ok: false; message: string; detail?: string };

// A refused send shows the service's reason (e.g. "WhatsApp is not configured") and what the
// channel answered; a refusal without a reason shows the spec's "Failed to …" text, and a
// request that never got an answer the spec's "Error sending …" text.
export const failedOutcome = (
  error: unknown,
  texts: { failed: string; errored: string },
): FailedOutcome => {
  if (!isApiError(error)) return { ok: false, message: texts.errored };
  const detail = error.errors.length > 0 ? error.errors.join(', ') : undefined;
  if (error.serverMessage) return { ok: false, message: error.serverMessage, detail };
  return { ok: false, message: error.kind === 'http' ? texts.failed : texts.errored, detail };
};
