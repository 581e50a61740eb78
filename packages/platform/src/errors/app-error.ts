/** The one error type of every service: what the client may read, and the status it gets. */
export class AppError extends Error {
  override name = 'AppError';
  readonly httpStatus: number;
  readonly code: string | undefined;
  readonly errors: string[] | undefined;

  constructor(
    httpStatus: number,
    message: string,
    options: { code?: string; errors?: string[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.httpStatus = httpStatus;
    this.code = options.code;
    this.errors = options.errors;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
