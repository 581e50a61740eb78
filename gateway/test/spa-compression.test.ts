import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEchoServices,
  startGateway,
  stopEchoServices,
  upstreamUrls,
  type EchoService,
  type Gateway,
} from './harness';
import type { ServiceName } from '../src/proxy/routes';

// fetch() always asks for gzip and decodes it, so the test speaks plain HTTP to see the bytes.
const get = (url: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((done, fail) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });

describe('single-page app compression', () => {
  const script = `console.log(${JSON.stringify('ghar '.repeat(400))});`;
  let echoes: Record<ServiceName, EchoService>;
  let dist: string;
  let gateway: Gateway;
  let asset: string;

  beforeAll(async () => {
    echoes = await startEchoServices();
    dist = mkdtempSync(join(tmpdir(), 'ghar-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const file = join(dist, 'assets', 'index-Zz98Yy76.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    gateway = await startGateway({ upstreams: upstreamUrls(echoes), env: { WEB_DIST: dist } });
    asset = `${gateway.url}/assets/index-Zz98Yy76.js`;
  });

  afterAll(async () => {
    await gateway?.close();
    await stopEchoServices(echoes);
    rmSync(dist, { recursive: true, force: true });
  });

  it('when the browser accepts brotli, then the precompressed .br is sent, cached for a year', async () => {
    const response = await get(asset, 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('when the browser accepts only gzip, then the .gz is sent', async () => {
    const response = await get(asset, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('when the browser refuses brotli with q=0, then gzip is sent', async () => {
    const response = await get(asset, 'br;q=0, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('when no encoding is asked for, then the raw file is sent with Vary', async () => {
    const response = await get(asset);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString()).toBe(script);
  });

  it('when a path tries to leave the build folder, then no file is served', async () => {
    const response = await get(`${gateway.url}/assets/%2e%2e/%2e%2e/etc/passwd`, 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).not.toContain('root:');
  });
});
