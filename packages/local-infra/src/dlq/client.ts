/** Talks to the running product's gateway as an admin (Bearer token from POST /api/auth/login). */
export interface GatewayClient {
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: string[] = [],
  ) {
    super(message);
  }
}

interface Answer<T> {
  success: boolean;
  data?: T;
  error?: string;
  errors?: string[];
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  const text = await res.text();
  let answer: Answer<T> | undefined;
  try {
    answer = JSON.parse(text) as Answer<T>;
  } catch {
    answer = undefined;
  }
  if (!res.ok || !answer?.success) {
    throw new GatewayError(res.status, answer?.error ?? text.slice(0, 200), answer?.errors ?? []);
  }
  return answer.data as T;
}

export async function adminClient(options: {
  baseUrl: string;
  email: string;
  password: string;
}): Promise<GatewayClient> {
  const json = { 'content-type': 'application/json' };
  const { token } = await request<{ token: string }>(`${options.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  return {
    call: (method, path, body) =>
      request(`${options.baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : json) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}
