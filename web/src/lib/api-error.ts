export type ApiErrorKind = 'network' | 'timeout' | 'http';

// One error type for every failed call. `message` is what a screen may show as is: the
// server's `error` text when the body carried one, otherwise the transport replacement.
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: string[];
  readonly kind: ApiErrorKind;
  readonly serverMessage: string | undefined;
  /** From a 429's Retry-After header: when the refused call may be made again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      errors?: string[];
      kind?: ApiErrorKind;
      serverMessage?: string;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors ?? [];
    this.kind = options.kind ?? 'http';
    this.serverMessage = options.serverMessage;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

// Screens show the server's `error` text first and their own fallback otherwise
// (part 2 §8 "Screen fallbacks"); a lost connection keeps its transport message.
export const screenErrorMessage = (error: unknown, fallback: string): string => {
  if (!isApiError(error)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  return error.kind === 'http' ? fallback : error.message;
};
