import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  /** Milliseconds since the epoch when the request arrived. */
  at: number;
  /** Whether the fake answered it with a failure. */
  failed: boolean;
}

export type Reply = (req: RecordedRequest, res: ServerResponse) => void;

/**
 * A local HTTP server that records every request and can be told to fail the next N requests
 * or all of them, standing in for a third-party API in component tests.
 */
export class RecordingServer {
  readonly requests: RecordedRequest[] = [];
  private failuresLeft = 0;
  private failingAlways = false;
  private server: Server | undefined;

  constructor(
    private readonly reply: Reply,
    private readonly fail: Reply,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  failNext(count: number): void {
    this.failuresLeft = count;
  }

  failAlways(on = true): void {
    this.failingAlways = on;
  }

  reset(): void {
    this.requests.length = 0;
    this.failuresLeft = 0;
    this.failingAlways = false;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const failed = this.failingAlways || this.failuresLeft > 0;
    if (this.failuresLeft > 0) this.failuresLeft -= 1;
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      at: Date.now(),
      failed,
    };
    this.requests.push(recorded);
    (failed ? this.fail : this.reply)(recorded, res);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
