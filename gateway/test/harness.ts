import { createHash, randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import {
  closeServer,
  createHttpApp,
  createLogger,
  errorBody,
  IDENTITY_HEADERS,
  listen,
  outlastClientIdleConnections,
  sendOk,
} from '@ghar/platform';
import express from 'express';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll } from 'vitest';
import { buildGatewayApp } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import { createGatewayRedis, waitForRedis } from '../src/redis';
import { SERVICES, type ServiceName } from '../src/proxy/routes';

export const JWT_SECRET = 'gateway-test-jwt-secret-0123456789';
export const SIGNING_SECRET = 'gateway-test-signing-secret-0123456789';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const silent = createLogger({ service: 'gateway-test', level: 'silent' });

/** What the echo service answers: everything it received, after its own signature check. */
export interface EchoBody {
  success: boolean;
  error?: string;
  data: {
    service: ServiceName;
    method: string;
    url: string;
    identity: { userId?: string; email?: string; role?: string; requestId: string };
    body: unknown;
    forwardedFor?: string;
    received: { userId?: string; email?: string; role?: string };
    bytes: number;
    sha256: string;
    contentType?: string;
  };
}

interface ComponentReport {
  status: 'up' | 'down';
  error?: string;
  checks?: Record<string, { status: string }>;
}

export interface HealthBody {
  success: boolean;
  error?: string;
  data: {
    status: string;
    services: Record<ServiceName, ComponentReport>;
    servers: Record<'mongo' | 'kafka' | 'redis', string>;
    redis: ComponentReport;
  };
}

export const readJson = <T>(response: Response) => response.json() as Promise<T>;

export const urlOf = (server: HttpServer) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A port nothing listens on: bound once by us, then released. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface EchoService {
  name: ServiceName;
  server: HttpServer;
  url: string;
  /** Resolves when the SSE stream's caller has gone away. */
  streamClosed: () => Promise<void>;
  /** Sends one more event on the open SSE stream. */
  sendEvent: (data: string) => void;
}

/**
 * A real service app (the platform's createHttpApp, so the real signature check, body limits and
 * error handler) that answers with what it received: its name, the URL, the verified identity and
 * the raw identity headers.
 */
export async function startEchoService(name: ServiceName): Promise<EchoService> {
  let stream: express.Response | undefined;
  let closed!: () => void;
  const closedPromise = new Promise<void>((resolve) => (closed = resolve));
  const app = createHttpApp({
    logger: silent,
    signingSecret: SIGNING_SECRET,
    health: { echo: async () => {} },
    routes: (routes) => {
      routes.post(
        '/properties/upload-image',
        express.raw({ type: '*/*', limit: '20mb' }),
        (req, res) => {
          const body = req.body as Buffer;
          sendOk(res, {
            bytes: body.length,
            sha256: createHash('sha256').update(body).digest('hex'),
            contentType: req.get('content-type'),
            identity: req.identity,
          });
        },
      );
      routes.get('/notifications/stream', (req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write('data: first\n\n');
        stream = res;
        req.on('close', () => closed());
      });
      routes.put('/properties/refused-unread', (_req, res) => {
        // Like a service's access check: the answer goes out before the body is read.
        res.status(401).json(errorBody('Unauthorized'));
      });
      routes.get('/bookings/silent', () => {
        // Never answers: the gateway's idle timeout must end the wait.
      });
      routes.use((req, res) => {
        sendOk(res, {
          service: name,
          method: req.method,
          url: req.originalUrl,
          identity: req.identity,
          body: req.body,
          forwardedFor: req.get('x-forwarded-for'),
          received: {
            userId: req.get(IDENTITY_HEADERS.userId),
            email: req.get(IDENTITY_HEADERS.email),
            role: req.get(IDENTITY_HEADERS.role),
          },
        });
      });
    },
  });
  // As a real service runs (platform's runService): idle connections outlast the gateway's.
  const server = outlastClientIdleConnections(await listen(app, 0));
  return {
    name,
    server,
    url: urlOf(server),
    streamClosed: () => closedPromise,
    sendEvent: (data) => stream?.write(`data: ${data}\n\n`),
  };
}

export async function startEchoServices(): Promise<Record<ServiceName, EchoService>> {
  const started = await Promise.all(SERVICES.map((name) => startEchoService(name)));
  return Object.fromEntries(started.map((echo) => [echo.name, echo])) as Record<
    ServiceName,
    EchoService
  >;
}

export async function stopEchoServices(echoes: Record<ServiceName, EchoService> | undefined) {
  await Promise.all(Object.values(echoes ?? {}).map((echo) => closeServer(echo.server)));
}

export interface Gateway {
  server: HttpServer;
  url: string;
  redis: Redis;
  close: () => Promise<void>;
}

export async function startGateway(options: {
  upstreams: Partial<Record<ServiceName, string>>;
  env?: Record<string, string>;
  redisUrl?: string;
}): Promise<Gateway> {
  const { upstreams } = options;
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    JWT_SECRET,
    INTERNAL_SIGNING_SECRET: SIGNING_SECRET,
    REDIS_URL: options.redisUrl ?? REDIS_URL,
    ...(upstreams.auth && { AUTH_URL: upstreams.auth }),
    ...(upstreams.listings && { LISTINGS_URL: upstreams.listings }),
    ...(upstreams.bookings && { BOOKINGS_URL: upstreams.bookings }),
    ...(upstreams.dealers && { DEALERS_URL: upstreams.dealers }),
    ...(upstreams.notifications && { NOTIFICATIONS_URL: upstreams.notifications }),
    ...options.env,
  });
  const redis = createGatewayRedis(config.REDIS_URL);
  redis.on('error', () => {});
  // An unreachable Redis is a case under test, so not being ready is not an error here.
  await waitForRedis(redis, options.redisUrl ? 0 : 5_000);
  const server = await listen(buildGatewayApp({ config, logger: silent, redis }), 0);
  return {
    server,
    url: urlOf(server),
    redis,
    close: async () => {
      await closeServer(server);
      redis.disconnect();
    },
  };
}

export const upstreamUrls = (echoes: Record<ServiceName, EchoService>) =>
  Object.fromEntries(SERVICES.map((name) => [name, echoes[name].url])) as Record<
    ServiceName,
    string
  >;

/** What a test file that runs against the five echo services behind one gateway reads. */
export interface EchoStack {
  readonly echoes: Record<ServiceName, EchoService>;
  readonly gateway: Gateway;
}

/**
 * Starts the five echo services and a gateway in front of them before the file's tests, and stops
 * them after; read `.gateway`/`.echoes` inside the tests (they exist once beforeAll has run).
 */
export function useEchoStack(): EchoStack {
  const stack = {} as { echoes: Record<ServiceName, EchoService>; gateway: Gateway };
  beforeAll(async () => {
    stack.echoes = await startEchoServices();
    stack.gateway = await startGateway({ upstreams: upstreamUrls(stack.echoes) });
  });
  afterAll(async () => {
    await stack.gateway?.close();
    await stopEchoServices(stack.echoes);
  });
  return stack;
}

export interface TestUser {
  userId: string;
  email: string;
  role: 'USER' | 'DEALER' | 'ADMIN';
  jti: string;
}

/** A fresh user and session per test, so no two tests share revocation keys. */
export function newUser(role: TestUser['role'] = 'USER'): TestUser {
  const id = randomUUID();
  return { userId: `user-${id}`, email: `u-${id}@example.in`, role, jti: `jti-${id}` };
}

export function tokenFor(user: TestUser, options: jwt.SignOptions = {}, secret = JWT_SECRET) {
  return jwt.sign({ sub: user.userId, email: user.email, role: user.role, jti: user.jti }, secret, {
    algorithm: 'HS256',
    expiresIn: '1h',
    ...options,
  });
}
