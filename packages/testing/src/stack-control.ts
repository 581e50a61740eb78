import { createServer, type Server } from 'node:http';
import { STACK_PROCESS_NAMES, type Stack, type StackProcessName } from '@ghar/local-infra';

/** The env var through which test workers find the control endpoint of the running stack. */
export const STACK_CONTROL_ENV = 'GHAR_STACK_CONTROL_URL';

const ROUTE = /^\/processes\/([a-z]+)\/(stop|start)$/;
const PID_ROUTE = /^\/processes\/([a-z]+)$/;

export interface StackControlServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback-only HTTP endpoint that lets a test (running in a vitest worker) stop and restart one
 * process of the stack that the global setup owns:
 *   POST <url>/processes/<name>/stop   → 204 once the process has exited
 *   POST <url>/processes/<name>/start  → 204 once it is ready again
 *   GET  <url>/processes/<name>        → { pid } (null while stopped): a test that kills it
 *                                         itself is a crash the stack's supervisor restarts
 */
export async function startStackControl(stack: Stack): Promise<StackControlServer> {
  const server: Server = createServer((req, res) => {
    const pidOf = req.method === 'GET' ? PID_ROUTE.exec(req.url ?? '') : null;
    const named = pidOf?.[1] as StackProcessName | undefined;
    if (named && STACK_PROCESS_NAMES.includes(named)) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ pid: stack.pidOf(named) ?? null }));
      return;
    }
    const match = req.method === 'POST' ? ROUTE.exec(req.url ?? '') : null;
    const name = match?.[1] as StackProcessName | undefined;
    if (!match || !name || !STACK_PROCESS_NAMES.includes(name)) {
      res
        .writeHead(404, { 'content-type': 'text/plain' })
        .end(
          `POST /processes/<${STACK_PROCESS_NAMES.join('|')}>/<stop|start> or GET /processes/<name>`,
        );
      return;
    }
    const action = match[2] === 'stop' ? stack.stopService(name) : stack.startService(name);
    action.then(
      () => res.writeHead(204).end(),
      (error: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('stack control did not bind');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function controlUrl(): string {
  const base = process.env[STACK_CONTROL_ENV];
  if (!base) {
    throw new Error(
      `${STACK_CONTROL_ENV} is not set: stopService/startService/processId work in the system and e2e projects, whose global setup runs the stack.`,
    );
  }
  return base;
}

async function control(name: StackProcessName, action: 'stop' | 'start'): Promise<void> {
  const base = controlUrl();
  const response = await fetch(`${base}/processes/${name}/${action}`, { method: 'POST' });
  if (response.status !== 204) {
    throw new Error(`Could not ${action} ${name}: ${response.status} ${await response.text()}`);
  }
}

/** Stops one process of the test stack (e.g. 'bookings'); resolves once it has exited. */
export function stopService(name: StackProcessName): Promise<void> {
  return control(name, 'stop');
}

/** Starts a stopped process of the test stack again; resolves once it answers its readiness check. */
export function startService(name: StackProcessName): Promise<void> {
  return control(name, 'start');
}

/** The pid of one process of the test stack, or null while it is stopped. */
export async function processId(name: StackProcessName): Promise<number | null> {
  const response = await fetch(`${controlUrl()}/processes/${name}`);
  if (!response.ok) throw new Error(`No pid for ${name}: ${response.status}`);
  return ((await response.json()) as { pid: number | null }).pid;
}
