import { signedIdentityHeaders, type CallerIdentity } from '@ghar/platform';

export interface CallOptions {
  as?: CallerIdentity;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (fetch sets the boundary). */
  form?: FormData;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  /** Parsed JSON, the raw bytes of any other body, or undefined when there is none. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies of every shape
  body: any;
  headers: Headers;
}

/** Calls a service exactly as the gateway forwards a request: identity signed over method and target. */
export async function signedCall(
  baseUrl: string,
  secret: string,
  method: string,
  target: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {
    ...signedIdentityHeaders(secret, { method, path: target }, options.as ?? {}),
    ...options.headers,
  };
  let body: FormData | string | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${baseUrl}${target}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const parsed =
    bytes.length === 0 ? undefined : type.includes('json') ? JSON.parse(bytes.toString()) : bytes;
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A multipart form with text fields and at most one file. */
export function formWith(
  fields: Record<string, string>,
  file?: { field: string; name: string; content: Buffer; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}
