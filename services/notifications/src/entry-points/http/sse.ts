import type { Response } from 'express';

/** One server-sent event: its name, its JSON data and, when given, its id. */
export function frame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Starts an unbuffered event stream (no proxy may hold it back) with the reconnect hint. */
export function openEventStream(res: Response, retryMs: number): void {
  res.status(200);
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache, no-transform');
  res.setHeader('connection', 'keep-alive');
  res.setHeader('x-accel-buffering', 'no');
  res.flushHeaders();
  res.write(`retry: ${retryMs}\n\n`);
}
