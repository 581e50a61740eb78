import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { SERVER_KEEP_ALIVE_MS } from '@ghar/platform';
import { waitFor } from '@ghar/testing';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import {
  closedPort,
  JWT_SECRET,
  SIGNING_SECRET,
  newUser,
  startGateway,
  tokenFor,
  upstreamUrls,
  readJson,
  type EchoBody,
  useEchoStack,
} from './harness';

const stack = useEchoStack();

function multipartBody(file: Buffer) {
  const boundary = `----ghar${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n2 BHK in Pune\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="mediaFiles"; filename="a.jpg"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('gateway transport', () => {
  it('when a multipart upload passes the gateway, then the service receives it byte for byte', async () => {
    // Random bytes include CR, LF and NUL, which any re-encoding would disturb.
    const { body, contentType } = multipartBody(randomBytes(3 * 1024 * 1024));
    const response = await fetch(`${stack.gateway.url}/api/properties/upload-image`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: `ghar_session=${tokenFor(newUser())}` },
      body,
    });
    const json = await readJson<EchoBody>(response);
    expect(response.status).toBe(200);
    expect(json.data).toMatchObject({ bytes: body.length, sha256: sha256(body), contentType });
  });

  it('when a client sends Expect: 100-continue, then the upload still arrives signed', async () => {
    const { body, contentType } = multipartBody(randomBytes(64 * 1024));
    const { status, json } = await new Promise<{
      status: number;
      json: { data: { sha256: string } };
    }>((resolve, reject) => {
      const url = new URL('/api/properties/upload-image', stack.gateway.url);
      const req = request(url, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          'content-length': body.length,
          expect: '100-continue',
        },
      });
      req.on('continue', () => req.end(body));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(200);
    expect(json.data.sha256).toBe(sha256(body));
  });

  it('when a service refuses an upload before reading it, then the caller gets the answer, its whole body is taken and the connection serves the next request', async () => {
    // One socket for both requests, and a body far larger than the socket buffers: the upload
    // can only finish, and the second request only be answered, if the gateway keeps reading.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL('/api/properties/refused-unread', stack.gateway.url);
    const { body, contentType } = multipartBody(randomBytes(32 * 1024 * 1024));
    const send = () =>
      new Promise<{ status: number; written: boolean; socket: unknown }>((resolve, reject) => {
        const req = request(url, {
          method: 'PUT',
          agent,
          headers: { 'content-type': contentType, 'content-length': body.length },
        });
        let status = 0;
        let answered = false;
        let written = false;
        const settle = () => {
          if (answered && written) resolve({ status, written, socket: req.socket });
        };
        req.on('response', (res) => {
          status = res.statusCode!;
          res.resume();
          res.on('end', () => {
            answered = true;
            settle();
          });
        });
        req.on('error', reject);
        req.end(body, () => {
          written = true;
          settle();
        });
      });
    try {
      const first = await send();
      const second = await send();
      expect(first.status).toBe(401);
      expect(second.status).toBe(401);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });

  it('when the JSON body is malformed, then the service answers 400 in the envelope and the gateway passes it on', async () => {
    const response = await fetch(`${stack.gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "asha@example.in", ',
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ success: false, error: ERROR_MESSAGES.invalidJson });
    expect(text).not.toMatch(/stack|at \w+ \(/);
  });

  it('when the JSON body is over 1 MB, then 413 in the envelope reaches the client', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(1024 * 1024 + 10) });
    const response = await fetch(`${stack.gateway.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    expect(response.status).toBe(413);
    expect(JSON.parse(text)).toEqual({ success: false, error: ERROR_MESSAGES.payloadTooLarge });
    expect(text).not.toMatch(/stack/);
  });

  it('when a JSON body is fine, then the service parses the forwarded bytes', async () => {
    const response = await fetch(`${stack.gateway.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'नमस्ते, is it free?', mobileNumber: '9876543210' }),
    });
    expect((await readJson<EchoBody>(response)).data.body).toEqual({
      message: 'नमस्ते, is it free?',
      mobileNumber: '9876543210',
    });
  });

  it('when the owning service is stopped, then 503 with the spec text and no hang', async () => {
    const down = await startGateway({
      upstreams: {
        ...upstreamUrls(stack.echoes),
        bookings: `http://127.0.0.1:${await closedPort()}`,
      },
    });
    try {
      const response = await fetch(`${down.url}/api/bookings/my-bookings`, {
        headers: { authorization: `Bearer ${tokenFor(newUser())}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        error: 'Service temporarily unavailable. Please try again in a few minutes.',
      });
    } finally {
      await down.close();
    }
  });

  it('when a service stays silent past the upstream timeout, then 503', async () => {
    const impatient = await startGateway({
      upstreams: upstreamUrls(stack.echoes),
      env: { UPSTREAM_TIMEOUT_MS: '300' },
    });
    try {
      const response = await fetch(`${impatient.url}/api/bookings/silent`);
      expect(response.status).toBe(503);
      expect((await readJson<EchoBody>(response)).error).toBe(ERROR_MESSAGES.serviceUnavailable);
    } finally {
      await impatient.close();
    }
  });
});

describe('server-sent events through the gateway', () => {
  it('when a service streams events, then each arrives unbuffered and the idle timeout does not cut it', async () => {
    const impatient = await startGateway({
      upstreams: upstreamUrls(stack.echoes),
      env: { UPSTREAM_TIMEOUT_MS: '200' },
    });
    const controller = new AbortController();
    try {
      const response = await fetch(`${impatient.url}/api/notifications/stream`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      expect(decoder.decode((await reader.read()).value)).toBe('data: first\n\n');
      // Longer than the idle timeout, which applies to every other response.
      await new Promise((resolve) => setTimeout(resolve, 500));
      stack.echoes.notifications.sendEvent('second');
      expect(decoder.decode((await reader.read()).value)).toBe('data: second\n\n');

      controller.abort();
      // The service's stream is closed once the browser goes away (would hang otherwise).
      await stack.echoes.notifications.streamClosed();
    } finally {
      controller.abort();
      await impatient.close();
    }
  });
});

describe('pooled connections to services', () => {
  it('when a connection to a service sits idle, then the gateway closes it itself, long before the service would, and the next request opens a new one', async () => {
    const echo = stack.echoes.listings;
    // The service would keep an idle connection 65 s; the gateway's pool gives up on it first, so a
    // request is never written down a connection the service is closing (a reset, seen as 503).
    expect(echo.server.keepAliveTimeout).toBe(SERVER_KEEP_ALIVE_MS);
    const opened: Socket[] = [];
    const onConnection = (socket: Socket) => opened.push(socket);
    echo.server.on('connection', onConnection);
    const pooled = await startGateway({
      upstreams: upstreamUrls(stack.echoes),
      env: { UPSTREAM_IDLE_SOCKET_MS: '200' },
    });
    try {
      expect((await fetch(`${pooled.url}/api/properties`)).status).toBe(200);
      expect(opened).toHaveLength(1);
      await waitFor(() => opened[0]!.destroyed, { timeoutMs: 5_000 });

      expect((await fetch(`${pooled.url}/api/properties`)).status).toBe(200);
      expect(opened).toHaveLength(2);
    } finally {
      echo.server.off('connection', onConnection);
      await pooled.close();
    }
  });

  it('when the gateway runs with its defaults, then its idle limit leaves the services half a minute to spare', () => {
    const { UPSTREAM_IDLE_SOCKET_MS } = loadGatewayConfig({
      NODE_ENV: 'test',
      JWT_SECRET,
      INTERNAL_SIGNING_SECRET: SIGNING_SECRET,
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(SERVER_KEEP_ALIVE_MS - UPSTREAM_IDLE_SOCKET_MS).toBeGreaterThanOrEqual(30_000);
  });
});

describe('the caller address services rate-limit by', () => {
  it('when a client writes its own X-Forwarded-For, then the service gets only the address the gateway saw', async () => {
    const res = await fetch(`${stack.gateway.url}/api/properties`, {
      headers: { 'x-forwarded-for': '6.6.6.6, 7.7.7.7' },
    });
    const body = await readJson<EchoBody>(res);
    expect(body.data.service).toBe('listings');
    expect(body.data.forwardedFor).toBe('127.0.0.1');
  });

  it('when the gateway trusts one proxy in front, then the service gets the address that proxy saw', async () => {
    const behindProxy = await startGateway({
      upstreams: upstreamUrls(stack.echoes),
      env: { TRUSTED_PROXY_HOPS: '1' },
    });
    try {
      // A proxy appends the address it saw; anything before it came from the client.
      const res = await fetch(`${behindProxy.url}/api/properties`, {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect((await readJson<EchoBody>(res)).data.forwardedFor).toBe('203.0.113.9');
    } finally {
      await behindProxy.close();
    }
  });
});
