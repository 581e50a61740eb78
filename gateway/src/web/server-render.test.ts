import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@ghar/platform';
import type { Request } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallService } from '../admin/call-service';
import { serverRenderer } from './server-render';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="Ghar: homes">' +
  '<title>Ghar</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '</head><body><div id="root"></div></body></html>';

// A stand-in for web/dist-ssr/entry-server.js: the page asks listings for one listing.
const ENTRY = `
export const PRIVATE_PATHS = ['/login'];
export const pageLanguage = (cookie, url) =>
  (cookie ?? '').includes('ghar_language=hi') || url.includes('lang=hi') ? 'hi' : 'en';
export const render = async ({ url, cookie, origin, get, settings }) => {
  const lang = pageLanguage(cookie, url);
  if (url === '/nowhere') return { lang, status: 404, html: '', head: '<title>Not found</title>' };
  if (url === '/hangs') return new Promise(() => {});
  let data;
  try {
    data = await get('/properties/1');
  } catch (error) {
    if (error.status === 404) return { lang, status: 404, html: '', head: '<title>Gone</title>' };
    throw error;
  }
  const footer = settings ? (await settings()).phone : 'default';
  const head = '<meta name="ssr" content="' + origin + '"><meta name="phone" content="' + footer + '">';
  return { lang, status: 200, html: '<h1>' + data.title + '</h1>', head };
};
`;

const request = (url: string, cookie?: string) =>
  ({
    originalUrl: url,
    path: url.split('?')[0],
    protocol: 'http',
    get: (name: string) => (name === 'host' ? 'ghar.test' : undefined),
    headers: cookie ? { cookie } : {},
  }) as unknown as Request;

describe('serverRenderer', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const setUp = async (
    answer: Awaited<ReturnType<CallService>>,
    timeoutMs = 60_000,
    settings?: (req: Request, timeoutMs: number) => Promise<unknown>,
  ) => {
    dir = await mkdtemp(join(tmpdir(), 'server-render-'));
    await mkdir(join(dir, 'dist'));
    await mkdir(join(dir, 'dist-ssr'));
    await writeFile(join(dir, 'dist', 'index.html'), TEMPLATE);
    await writeFile(join(dir, 'dist-ssr', 'entry-server.js'), ENTRY);
    await writeFile(join(dir, 'package.json'), '{"type":"module"}');
    const warn = vi.fn();
    const callService = vi.fn(async () => answer) as unknown as CallService;
    const render = serverRenderer({
      distDir: join(dir, 'dist'),
      listings: 'http://listings',
      callService,
      ...(settings ? { settings } : {}),
      logger: { warn, error: vi.fn() } as unknown as Logger,
      timeoutMs,
      cacheMs: 60_000,
    });
    if (!render) throw new Error('no renderer');
    await render.ready;
    return { render, warn, callService };
  };

  it('when the page renders, then index.html carries its markup, its head and its language', async () => {
    const { render } = await setUp({ ok: true, data: { title: 'Haveli in Jaipur' } });
    const page = await render(request('/property/1', 'ghar_language=hi'));
    const html = page?.identity.toString() ?? '';
    expect(page?.status).toBe(200);
    expect(html).toContain('<html lang="hi">');
    // The scripts wait for the first paint (web/public/route-preload.js starts them); the
    // page's head replaces index.html's title and description and links to the request's origin.
    expect(html).toContain(
      '<script type="ghar/after-paint" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="ghar-after-paint" crossorigin href="/assets/react-1.js">' +
        '<meta name="ssr" content="http://ghar.test"><meta name="phone" content="default"></head>',
    );
    expect(html).not.toContain('<title>Ghar</title>');
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<div id="root"><h1>Haveli in Jaipur</h1></div>');
    expect(page?.gzip.length).toBeGreaterThan(0);
    expect(page?.br.length).toBeGreaterThan(0);
  });

  it('when the gateway reads the public settings, then the page is rendered with the answer for that request, waiting no longer than the render may', async () => {
    const settings = vi.fn(async () => ({ phone: '+91 98290 00000' }));
    const { render } = await setUp({ ok: true, data: { title: 'Haveli' } }, 900, settings);
    const asked = request('/property/1');
    const html = (await render(asked))?.identity.toString() ?? '';
    expect(html).toContain('<meta name="phone" content="+91 98290 00000">');
    expect(settings).toHaveBeenCalledWith(asked, 900);
  });

  it('when the page is not found, then the shell with its head answers 404 and loads its scripts at once', async () => {
    const { render } = await setUp({ ok: false, error: 'status 404', status: 404 });
    for (const url of ['/nowhere', '/property/1']) {
      const page = await render(request(url));
      const html = page?.identity.toString() ?? '';
      expect(page?.status).toBe(404);
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<title>Ghar</title>');
    }
  });

  it('when the URL names Hindi, then the page is rendered and kept apart as Hindi', async () => {
    const { render } = await setUp({ ok: true, data: { title: 'Flat' } });
    const page = await render(request('/property/1?lang=hi'));
    expect(page?.identity.toString()).toContain('<html lang="hi">');
    expect((await render(request('/property/1')))?.identity.toString()).toContain(
      '<html lang="en">',
    );
  });

  it('when listings fails, then the shell is sent (undefined) and the failure is logged', async () => {
    const { render, warn } = await setUp({ ok: false, error: 'unreachable' });
    expect(await render(request('/property/1'))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/property/1' }),
      'server render failed; sent the SPA shell',
    );
  });

  it('when the render does not finish in time, then the shell is sent at once', async () => {
    const { render, warn } = await setUp({ ok: true, data: { title: 'x' } }, 20);
    expect(await render(request('/hangs'))).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when a page was just rendered, then the same URL and language reuse it and another language does not', async () => {
    const { render, callService } = await setUp({ ok: true, data: { title: 'Flat' } });
    const calls = () => vi.mocked(callService).mock.calls.length;
    const before = calls();
    await render(request('/property/1'));
    await render(request('/property/1'));
    expect(calls()).toBe(before + 1);
    await render(request('/property/1', 'ghar_language=hi'));
    expect(calls()).toBe(before + 2);
  });

  it('when there is no server build, then there is no renderer', async () => {
    dir = await mkdtemp(join(tmpdir(), 'server-render-'));
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist', 'index.html'), TEMPLATE);
    expect(
      serverRenderer({
        distDir: join(dir, 'dist'),
        listings: 'http://listings',
        callService: vi.fn() as unknown as CallService,
        logger: {} as Logger,
        cacheMs: 0,
      }),
    ).toBeUndefined();
  });
});
