import type { Request } from 'express';
import { z } from 'zod';
import { signedHeadersFor } from '../proxy/signed-identity';

/** How long an aggregate waits for one service: a little over a service's own 2 s checks. */
export const DEFAULT_CALL_TIMEOUT_MS = 2_500;

export type CallError = 'timed out' | 'unreachable' | 'invalid answer' | `status ${number}`;
export type CallResult<T> =
  | { ok: true; data: T }
  /** `answer`: the service's own error body (a refused change's texts), when it sent JSON. */
  | { ok: false; error: CallError; status?: number; answer?: unknown };

export interface ServiceCallerOptions {
  signingSecret: string;
  /** Tests inject a fake; the default is Node's fetch. */
  fetch?: typeof fetch;
  /** The signal that ends a call after `ms`; tests inject a clock they move by hand. */
  timeoutSignal?: (ms: number) => AbortSignal;
}

export type CallService = <T = unknown>(
  upstream: string,
  path: string,
  req: Request,
  options?: {
    timeoutMs?: number;
    schema?: z.core.$ZodType<T>;
    method?: 'GET' | 'PUT';
    body?: unknown;
  },
) => Promise<CallResult<T>>;

/** Short reasons only: they reach the admin's screen, so no address or driver message. */
function reasonOf(error: unknown): CallError {
  return (error as Error)?.name === 'TimeoutError' ? 'timed out' : 'unreachable';
}

/**
 * A GET (or an admin's PUT) to a service on behalf of the signed-in caller, signed exactly as the proxy signs (the
 * service checks access as for any forwarded request). Never throws: an aggregate answers with
 * whatever arrived, so each failure becomes a short reason.
 */
export function serviceCaller(options: ServiceCallerOptions): CallService {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  return async (
    upstream,
    path,
    req,
    { timeoutMs = DEFAULT_CALL_TIMEOUT_MS, schema, method = 'GET', body: sent } = {},
  ) => {
    const headers = signedHeadersFor(
      options.signingSecret,
      { method, path },
      req.res?.locals.session,
      req.requestId,
    );
    try {
      const response = await fetchImpl(new URL(path, upstream), {
        method,
        headers: {
          ...headers,
          accept: 'application/json',
          ...(sent === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(sent === undefined ? {} : { body: JSON.stringify(sent) }),
        signal: timeoutSignal(timeoutMs),
      });
      if (!response.ok) {
        const error = `status ${response.status}` as const;
        if (method === 'GET') {
          await response.body?.cancel();
          return { ok: false, error, status: response.status };
        }
        // A write's refusal (400 with the texts) is the admin's answer, passed on as it is.
        const answer: unknown = await response.json().catch(() => undefined);
        return { ok: false, error, status: response.status, answer };
      }
      const body = (await response.json()) as { data?: unknown };
      if (!schema) return { ok: true, data: body.data as never };
      // Either zod flavour: the contracts' answers the web also parses are zod/mini schemas.
      const parsed = z.safeParse(schema, body.data);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, error: 'invalid answer' };
    } catch (error) {
      return { ok: false, error: reasonOf(error) };
    }
  };
}
