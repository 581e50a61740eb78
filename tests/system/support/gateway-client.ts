/** The running stack's gateway (globalSetup: packages/testing/src/global-setup-stack.ts). */
export const gatewayUrl = (): string => {
  const url = process.env.GHAR_BASE_URL;
  if (!url) throw new Error('GHAR_BASE_URL is not set: run with the system project');
  return url;
};

/** A body sent as is: its declared type and encoding need not be true. */
export interface RawBody {
  contentType: string;
  contentEncoding?: string;
  text: string;
}

export interface GatewayRequest {
  method: string;
  /** Path and query, e.g. '/api/admin/users?page=2'. */
  path: string;
  token?: string;
  json?: unknown;
  /** A body sent as is, with its content type (malformed JSON, for instance). */
  raw?: RawBody;
  form?: FormData;
  /** Further request headers (a browser's User-Agent, for instance). */
  headers?: Record<string, string>;
}

export interface GatewayAnswer {
  status: number;
  contentType: string;
  /** The body as text; empty for a stream, which is closed once its status is known. */
  text: string;
  /** `error` of a JSON failure body, when there is one. */
  error?: string;
}

export async function send(request: GatewayRequest): Promise<GatewayAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: FormData | string | undefined;
  if (request.form) body = request.form;
  else if (request.raw) {
    headers['content-type'] = request.raw.contentType;
    if (request.raw.contentEncoding) headers['content-encoding'] = request.raw.contentEncoding;
    body = request.raw.text;
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const abort = new AbortController();
  const response = await fetch(`${gatewayUrl()}${request.path}`, {
    method: request.method.toUpperCase(),
    headers,
    body,
    signal: abort.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    // A live stream never ends by itself: its status is the answer.
    abort.abort();
    return { status: response.status, contentType, text: '' };
  }
  const text = await response.text();
  let error: string | undefined;
  if (contentType.includes('json')) {
    try {
      error = (JSON.parse(text) as { error?: string }).error;
    } catch {
      // A JSON content type with an unreadable body: the text is kept for the report.
    }
  }
  return { status: response.status, contentType, text, error };
}
