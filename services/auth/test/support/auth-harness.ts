import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOPICS, type EventEnvelope, type Role } from '@ghar/contracts';
import {
  publishEvents,
  signedIdentityHeaders,
  startServiceRuntime,
  topicName,
  type CallerIdentity,
} from '@ghar/platform';
import { uniqueName, waitFor } from '@ghar/testing';
import type { Consumer } from 'kafkajs';
import { pino } from 'pino';
import { buildService } from '../../src/build-service';
import { loadServiceConfig, type Config } from '../../src/config';
import { registerUser } from '../../src/domain/register-user';

export const SIGNING_SECRET = 'auth-component-test-signing-secret';
export const JWT_SECRET = 'auth-component-test-jwt-secret-0123456789abcdef';
export const STRONG_PASSWORD = 'Str0ng@Pass';

export interface CallOptions {
  as?: CallerIdentity;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: any;
  headers: Headers;
}

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  password: string;
  identity: CallerIdentity;
}

/** A twelve-digit Aadhaar number no other test uses, so a search for it finds only this test's. */
export const uniqueAadhaar = () =>
  `9${String(randomBytes(6).readUIntBE(0, 6) % 1e11).padStart(11, '0')}`;
export const uniqueEmail = (label: string) => `${uniqueName(label)}@example.in`;
/** A client address for the login limits, so files and tests never share a per-IP counter. */
export const uniqueIp = () => `10.${randomBytes(3).join('.')}`;

/**
 * The real auth service in-process, started as main.ts starts it (startServiceRuntime with the
 * same context, startup, app, outbox relay and event consumer) against the real servers, with its own database, topic
 * namespace and uploads folder. Log lines are kept in `logs` at trace level and unredacted, so
 * a test can prove the service itself never writes a secret.
 */
export async function startAuthService(options: { env?: Record<string, string> } = {}) {
  const namespace = uniqueName('auth');
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'ghar-auth-uploads-'));
  const config: Config = loadServiceConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    MONGO_DB: `test_${namespace.replaceAll('-', '_')}`,
    EVENTS_NAMESPACE: namespace,
    INTERNAL_SIGNING_SECRET: SIGNING_SECRET,
    JWT_SECRET,
    AADHAAR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    UPLOADS_DIR: uploadsDir,
    GOOGLE_CLIENT_IDS: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...options.env,
  });
  const logs: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logs.push(line) });

  let auth!: Awaited<ReturnType<typeof buildService>>['auth'];
  const runtime = await startServiceRuntime({
    name: 'auth',
    env: config,
    logger,
    publishes: [TOPICS.auth],
    build: async (infra) => {
      const built = await buildService(infra, config, logger);
      auth = built.auth;
      return built.parts;
    },
  });
  const { infra, relay, baseUrl } = runtime;

  /** Calls the service exactly as the gateway does: signed identity over method and target. */
  const call = async (
    method: string,
    target: string,
    opts: CallOptions = {},
  ): Promise<CallResult> => {
    const headers: Record<string, string> = {
      ...signedIdentityHeaders(SIGNING_SECRET, { method, path: target }, opts.as ?? {}),
      ...opts.headers,
    };
    let body: FormData | string | undefined;
    if (opts.form) body = opts.form;
    else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(`${baseUrl}${target}`, { method, headers, body });
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
    return { status: res.status, body: parsed, headers: res.headers };
  };

  /** A user made directly through the domain (fast), with the identity the gateway would send. */
  const createUser = async (
    role: Role = 'USER',
    fields: { aadhaar?: string; mobile?: string; name?: string } = {},
  ): Promise<TestUser> => {
    const email = uniqueEmail(role.toLowerCase());
    const user = await registerUser(
      auth,
      { email, name: fields.name ?? `Test ${role}`, role, password: STRONG_PASSWORD, ...fields },
      { actorId: null },
    );
    return {
      id: user.id,
      email,
      role,
      password: STRONG_PASSWORD,
      identity: { userId: user.id, email, role },
    };
  };

  /** One reader of this run's auth topic from its start, opened on first use. */
  const seen = new Map<string, EventEnvelope>();
  let reader: Consumer | undefined;
  const openReader = async () => {
    reader = infra.kafka.consumer({ groupId: uniqueName('reader') });
    await reader.connect();
    await reader.subscribe({ topic: topicName(TOPICS.auth, namespace), fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        // A rebalance may hand the same messages over again, and the topic is at-least-once
        // anyway: events are told apart by id, as every consumer does.
        const event = JSON.parse(message.value!.toString()) as EventEnvelope;
        if (!seen.has(event.id)) seen.set(event.id, event);
      },
    });
  };

  /** Publishes what the outbox holds, then the events read so far once `until` holds for them. */
  const readAuthEvents = async (until: (events: EventEnvelope[]) => boolean) => {
    if (!reader) await openReader();
    const events = await waitFor(
      async () => {
        await relay.flush();
        const read = [...seen.values()];
        return until(read) && read;
      },
      { timeoutMs: 30_000 },
    );
    return { events, raw: JSON.stringify(events) };
  };

  const publish = (events: EventEnvelope[]) => publishEvents(infra.producer, events, namespace);

  const close = async () => {
    await reader?.disconnect();
    await infra.conn.dropDatabase();
    await runtime.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  };

  return {
    config,
    auth,
    infra,
    baseUrl,
    logs,
    namespace,
    uploadsDir,
    call,
    createUser,
    readAuthEvents,
    publish,
    close,
  };
}

export type AuthService = Awaited<ReturnType<typeof startAuthService>>;

/** A multipart form with one file field. */
export function formWith(
  fields: Record<string, string>,
  file?: { field: string; name: string; content: Buffer; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      file.field,
      new Blob([file.content], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}
