import { ApiError } from './api-error';
import { detectMobileDevice, requestTimeoutMs } from './device';
import { i18n } from './i18n';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  // The caller handles a 401 itself, e.g. the start-up probe of a visitor's session.
  skipUnauthorizedHandler?: boolean;
};

export type TransportMessageKey =
  'network' | 'timeout' | 'status0' | 'server' | 'notFound' | 'unavailable' | 'unexpected';

export type ApiClientConfig = {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  message: (key: TransportMessageKey) => string;
  onUnauthorized: () => void;
};

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export type ApiClient = {
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: BodylessOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) => Promise<T>;
  delete: <T>(path: string, options?: BodylessOptions) => Promise<T>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const transportKeyFor = (status: number): TransportMessageKey => {
  if (status === 0) return 'status0';
  if (status === 404) return 'notFound';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 500) return 'server';
  return 'unexpected';
};

const buildUrl = (baseUrl: string, path: string, query: RequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
};

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const createApiClient = (config: ApiClientConfig): ApiClient => {
  const toError = (status: number, body: unknown, retryAfter: string | null): ApiError => {
    const serverMessage =
      isRecord(body) && typeof body.error === 'string' && body.error ? body.error : undefined;
    const errors =
      isRecord(body) && Array.isArray(body.errors)
        ? body.errors.filter((item): item is string => typeof item === 'string')
        : [];
    const message = serverMessage ?? config.message(transportKeyFor(status));
    // Seconds only: the services never send an HTTP date.
    const retryAfterSeconds =
      retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
    return new ApiError(status, message, { errors, serverMessage, retryAfterSeconds });
  };

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const { method = 'GET', body, signal } = options;
    const headers: Record<string, string> = { Accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? config.timeoutMs);
    const forwardAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });

    let status: number;
    let parsed: unknown;
    let retryAfter: string | null = null;
    try {
      const response = await config.fetch(buildUrl(config.baseUrl, path, options.query), {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: controller.signal,
      });
      status = response.status;
      retryAfter = response.headers?.get('retry-after') ?? null;
      parsed = parseBody(await response.text());
    } catch (cause) {
      if (timedOut) {
        throw new ApiError(0, config.message('timeout'), { kind: 'timeout' });
      }
      // A cancellation by the caller (e.g. TanStack Query) is not an error to report.
      if (signal?.aborted) throw cause;
      throw new ApiError(0, config.message('network'), { kind: 'network' });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }

    const failed = status < 200 || status >= 300 || (isRecord(parsed) && parsed.success === false);
    if (failed) {
      const error = toError(status, parsed, retryAfter);
      if (status === 401 && !options.skipUnauthorizedHandler) config.onUnauthorized();
      throw error;
    }
    if (isRecord(parsed) && parsed.success === true) return parsed.data as T;
    return parsed as T;
  };

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
};

let unauthorizedHandler: () => void = () => undefined;

// The app decides what a 401 does (clear the session, toast, go to /login); see app/provider.
export const setUnauthorizedHandler = (handler: () => void): void => {
  unauthorizedHandler = handler;
};

export const api = createApiClient({
  baseUrl: '/api',
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: requestTimeoutMs(detectMobileDevice()),
  message: (key) => i18n.t(`errors:transport.${key}`),
  onUnauthorized: () => unauthorizedHandler(),
});
