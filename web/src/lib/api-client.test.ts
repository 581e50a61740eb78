import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import type { ApiClientConfig } from './api-client';
import { ApiError } from './api-error';
import { i18n } from './i18n';

type Call = { url: string; init: RequestInit };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setup = (
  respond: (call: Call) => Promise<Response>,
  overrides: Partial<ApiClientConfig> = {},
) => {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    timeoutMs: 60_000,
    message: (key) => i18n.getFixedT('en', 'errors')(`transport.${key}`),
    onUnauthorized,
    fetch: (input, init = {}) => {
      const call = { url: String(input), init };
      calls.push(call);
      return respond(call);
    },
    ...overrides,
  });
  return { client, calls, onUnauthorized };
};

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('api client', () => {
  it('when the server answers success, then the data inside the envelope is returned', async () => {
    const { client } = setup(async () => json(200, { success: true, data: { id: 'p1' } }));
    await expect(client.get('/properties/p1')).resolves.toEqual({ id: 'p1' });
  });

  it('when a call is made, then it goes under /api with the session cookie included', async () => {
    const { client, calls } = setup(async () => json(200, { success: true, data: null }));
    await client.get('/properties', {
      query: { page: 2, city: 'Jaipur', type: '', state: undefined },
    });
    expect(calls[0]?.url).toBe('/api/properties?page=2&city=Jaipur');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('when the body is an object, then it is sent as JSON', async () => {
    const { client, calls } = setup(async () => json(201, { success: true, data: {} }));
    await client.post('/inquiries', { message: 'Hi', mobileNumber: '9876543210' });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"message":"Hi","mobileNumber":"9876543210"}');
  });

  it('when the body is FormData, then it is sent as is and the browser sets the boundary', async () => {
    const { client, calls } = setup(async () => json(201, { success: true, data: {} }));
    const form = new FormData();
    form.append('paymentRef', 'UPI1234');
    await client.post('/bookings/create', form);
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('when the server answers with an error envelope, then an ApiError carries status, text and list', async () => {
    const { client } = setup(async () =>
      json(422, { success: false, error: 'Validation failed', errors: ['Title is required'] }),
    );
    const error = await failure(client.post('/properties', {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Validation failed');
    expect(error.serverMessage).toBe('Validation failed');
    expect(error.errors).toEqual(['Title is required']);
    expect(error.kind).toBe('http');
  });

  it.each([
    [500, 'Server error. Please try again in a few moments.'],
    [404, 'Service not found. Please try again later.'],
    [503, 'Service temporarily unavailable. Please try again in a few minutes.'],
    [502, 'Service temporarily unavailable. Please try again in a few minutes.'],
    [418, 'An unexpected error occurred'],
  ])(
    'when status %i comes without an error text, then the transport text replaces it',
    async (status, text) => {
      const { client } = setup(async () => new Response('<html>oops</html>', { status }));
      const error = await failure(client.get('/anything'));
      expect(error.status).toBe(status);
      expect(error.message).toBe(text);
      expect(error.serverMessage).toBeUndefined();
    },
  );

  it('when a 404 carries the server’s own text, then that text is shown first', async () => {
    const { client } = setup(async () =>
      json(404, { success: false, error: 'Property not found' }),
    );
    expect((await failure(client.get('/properties/x'))).message).toBe('Property not found');
  });

  it('when the network fails, then the network text is given with status 0', async () => {
    const { client } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.get('/properties'));
    expect(error).toMatchObject({
      status: 0,
      kind: 'network',
      message: 'Network error. Please check your internet connection and try again.',
    });
  });

  it('when the server does not answer in time, then the timeout text is given', async () => {
    const hang = ({ init }: Call) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const { client } = setup(hang);
    const error = await failure(client.get('/slow', { timeoutMs: 1 }));
    expect(error).toMatchObject({
      status: 0,
      kind: 'timeout',
      message: 'Request timed out. Please check your connection and try again.',
    });
  });

  it('when the caller cancels, then the cancellation is passed on rather than reported', async () => {
    const hang = ({ init }: Call) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const { client } = setup(hang);
    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('when the answer is 401, then the unauthorized handler runs and the call fails', async () => {
    const { client, onUnauthorized } = setup(async () =>
      json(401, { success: false, error: 'Your session has expired. Please log in again.' }),
    );
    const error = await failure(client.get('/bookings/my-bookings'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('when a 401 is expected by the caller, then the unauthorized handler stays quiet', async () => {
    const { client, onUnauthorized } = setup(async () => json(401, { success: false, error: 'x' }));
    await failure(client.get('/auth/me', { skipUnauthorizedHandler: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when a 2xx body says success false, then it is still an error', async () => {
    const { client } = setup(async () => json(200, { success: false, error: 'Not allowed' }));
    expect((await failure(client.get('/x'))).message).toBe('Not allowed');
  });

  it('when a success has no body, then the call resolves without data', async () => {
    const { client } = setup(async () => new Response(null, { status: 204 }));
    await expect(client.delete('/inquiries/1')).resolves.toBeUndefined();
  });
});
