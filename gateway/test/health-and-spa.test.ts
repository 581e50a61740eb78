import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES, type ServiceName } from '../src/proxy/routes';
import {
  closedPort,
  startEchoServices,
  startGateway,
  stopEchoServices,
  upstreamUrls,
  readJson,
  type EchoService,
  type HealthBody,
  type Gateway,
} from './harness';

let echoes: Record<ServiceName, EchoService>;

beforeAll(async () => {
  echoes = await startEchoServices();
});

afterAll(async () => {
  await stopEchoServices(echoes);
});

describe('gateway health', () => {
  it('when every service is ready, then /api/healthz and /api/readyz report all up', async () => {
    const gateway = await startGateway({ upstreams: upstreamUrls(echoes) });
    try {
      const health = await fetch(`${gateway.url}/api/healthz`);
      const body = await readJson<HealthBody>(health);
      expect(health.status).toBe(200);
      expect(body.data.status).toBe('ok');
      expect(body.data.redis).toEqual({ status: 'up' });
      // The echo services check no database or Kafka, so only Redis can be vouched for.
      expect(body.data.servers).toEqual({ mongo: 'unknown', kafka: 'unknown', redis: 'up' });
      for (const name of SERVICES) {
        expect(body.data.services[name]).toEqual({
          status: 'up',
          checks: { echo: { status: 'up' } },
        });
      }
      expect((await fetch(`${gateway.url}/api/readyz`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('when a service is down, then /api/healthz reports it down and /api/readyz is 503', async () => {
    const gateway = await startGateway({
      upstreams: { ...upstreamUrls(echoes), dealers: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const health = await fetch(`${gateway.url}/api/healthz`);
      const body = await readJson<HealthBody>(health);
      expect(health.status).toBe(200);
      expect(body.data.status).toBe('degraded');
      expect(body.data.services.dealers.status).toBe('down');
      expect(body.data.services.auth.status).toBe('up');

      const ready = await fetch(`${gateway.url}/api/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        success: false,
        error: ERROR_MESSAGES.serviceUnavailable,
        data: { status: 'not-ready', services: { dealers: { status: 'down' } } },
      });
    } finally {
      await gateway.close();
    }
  });
});

describe('single-page app', () => {
  let dist: string;
  let gateway: Gateway;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ghar-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("ghar")');
    gateway = await startGateway({ upstreams: upstreamUrls(echoes), env: { WEB_DIST: dist } });
  });

  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (path: string) =>
    fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });

  it('when a browser opens a client-side route, then index.html is served uncached', async () => {
    for (const path of ['/some/route', '/', '/property/42?tab=photos']) {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('when an unknown /api path is opened as a page, then the JSON 404 answers, not index.html', async () => {
    const response = await page('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: ERROR_MESSAGES.routeNotFound });
  });

  it('when a hashed asset is requested, then it is served with a long immutable cache', async () => {
    const response = await fetch(`${gateway.url}/assets/index-Ab12Cd34.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when a missing asset is requested, then 404 rather than index.html', async () => {
    expect((await page('/assets/index-gone0000.js')).status).toBe(404);
  });

  it('when a page is served, then its CSP allows the SPA and nothing foreign', async () => {
    const csp = (await page('/login')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('map tiles (issue 26 item 4)', () => {
  const tilesAndCsp = async (gateway: Gateway) => {
    const response = await fetch(`${gateway.url}/map-tiles.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src'));
    return { tiles: await response.json(), imgSrc: imgSrc?.trim() };
  };

  it('when nothing is configured, then maps draw OpenStreetMap’s tiles with its attribution, and the page may load them', async () => {
    const gateway = await startGateway({ upstreams: upstreamUrls(echoes) });
    try {
      const { tiles, imgSrc } = await tilesAndCsp(gateway);
      expect(tiles).toEqual({
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: expect.stringContaining('OpenStreetMap</a> contributors'),
      });
      expect(imgSrc).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    } finally {
      await gateway.close();
    }
  });

  it('when a tile server is configured, then maps use it and the page may load from it, not OpenStreetMap', async () => {
    const gateway = await startGateway({
      upstreams: upstreamUrls(echoes),
      env: {
        MAP_TILE_URL: 'http://127.0.0.1:4999/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Test tiles',
      },
    });
    try {
      const { tiles, imgSrc } = await tilesAndCsp(gateway);
      expect(tiles).toEqual({
        tileUrl: 'http://127.0.0.1:4999/{z}/{x}/{y}.png',
        attribution: 'Test tiles',
      });
      expect(imgSrc).toBe("img-src 'self' data: blob: http://127.0.0.1:4999");
    } finally {
      await gateway.close();
    }
  });
});
