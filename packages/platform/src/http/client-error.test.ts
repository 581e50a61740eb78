import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen } from '../lifecycle/shutdown';

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use((_req, res) => res.status(401).json({ success: false, error: 'Unauthorized' }));
  server = await listen(app, 0);
  port = (server.address() as AddressInfo).port;
});

afterAll(() => closeServer(server));

/** Sends a request head, then `bodyBytes` of body; resolves with the answer and whether all of it was sent. */
function rawExchange(head: string, bodyBytes: number) {
  return new Promise<{ answer: string; sentAll: boolean }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let sentAll = false;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer: Buffer.concat(chunks).toString(), sentAll }));
    socket.write(head);
    socket.write(Buffer.alloc(bodyBytes, 'a'), (error) => {
      sentAll = !error;
      if (!error) socket.end();
    });
  });
}

describe('requests Node cannot parse', () => {
  it('when the URL is past the header limit and a large body follows, then the caller gets 431 in the envelope and could send its whole body', async () => {
    // 16 MB is more than the loopback buffers hold: it only all leaves if the server keeps reading.
    const size = 16 * 1024 * 1024;
    const head =
      `POST /p?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n` +
      `Content-Type: text/plain\r\nContent-Length: ${size}\r\n\r\n`;
    const { answer, sentAll } = await rawExchange(head, size);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Connection: close');
    expect(answer.endsWith('{"success":false,"error":"Request Header Fields Too Large"}')).toBe(
      true,
    );
    expect(sentAll).toBe(true);
  });

  it('when the request line is broken, then 400 in the envelope', async () => {
    const { answer } = await rawExchange('NOT A REQUEST\r\n\r\n', 0);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"success":false');
  });
});
