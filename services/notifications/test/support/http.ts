import { signedIdentityHeaders, type CallerIdentity } from '@ghar/platform';
import { SIGNING_SECRET } from './start-service';

export const ADMIN: CallerIdentity = {
  userId: '665f00000000000000000001',
  email: 'admin@ghar.test',
  role: 'ADMIN',
};
export const USER: CallerIdentity = {
  userId: '665f00000000000000000002',
  email: 'asha@ghar.test',
  role: 'USER',
};
export const VISITOR: CallerIdentity = {};

/** Calls the service the way the gateway does: signed identity headers, JSON body. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { as?: CallerIdentity; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...signedIdentityHeaders(SIGNING_SECRET, { method, path }, options.as ?? VISITOR),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}
