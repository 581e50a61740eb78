import type { Server as HttpServer } from 'node:http';
import { closeServer, createHttpApp, createLogger, listen, sendOk } from '@ghar/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newUser, SIGNING_SECRET, startGateway, tokenFor, urlOf, type Gateway } from './harness';

/**
 * A listings stand-in whose answers say how many times it was reached, with the cache policy
 * the test asks for (`?policy=`), so each test sees whether the gateway answered from memory.
 */
async function startCountingService() {
  let calls = 0;
  const app = createHttpApp({
    logger: createLogger({ service: 'micro-cache-test', level: 'silent' }),
    signingSecret: SIGNING_SECRET,
    health: {},
    routes: (routes) => {
      routes.get('/properties', (req, res) => {
        calls += 1;
        const policy = String(req.query.policy ?? 'public, s-maxage=60');
        if (policy !== 'default') res.setHeader('Cache-Control', policy);
        if (req.query.vary) res.setHeader('Vary', String(req.query.vary));
        if (req.query.cookie) res.cookie('seen', '1');
        sendOk(res, { calls, user: req.identity.userId ?? '', lang: req.get('accept-language') });
      });
      routes.post('/properties', (_req, res) => sendOk(res, { written: true }));
    },
  });
  const server = await listen(app, 0);
  return { server, url: urlOf(server), calls: () => calls };
}

describe('gateway micro-cache for public answers', () => {
  let service: Awaited<ReturnType<typeof startCountingService>>;
  let gateway: Gateway;
  let counter = 0;
  /** A URL no other test used, so each starts with nothing kept. */
  let url: (query?: string) => string;

  beforeAll(async () => {
    service = await startCountingService();
    gateway = await startGateway({
      upstreams: { listings: service.url },
      // Long enough that nothing expires during a test: expiry is not what these tests check.
      env: { MICRO_CACHE_MS: '60000', MICRO_CACHE_ENTRIES: '3' },
    });
  });
  afterAll(async () => {
    await gateway?.close();
    if (service) await closeServer(service.server as HttpServer);
  });
  beforeEach(() => {
    counter += 1;
    const test = counter;
    url = (query = '') => `${gateway.url}/api/properties?t=${test}${query}`;
  });

  const reached = async (target: string, init?: RequestInit) => {
    const before = service.calls();
    const res = await fetch(target, init);
    await res.arrayBuffer();
    return { res, reached: service.calls() > before };
  };

  it('when a visitor repeats a public search, then the second answer comes from memory with the same body, its own request id and an ETag', async () => {
    const first = await fetch(url());
    const firstBody = await first.text();
    const second = await reached(url());
    expect(second.reached).toBe(false);
    const again = await fetch(url());
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('cache-control')).toBe('public, s-maxage=60');
    expect(again.headers.get('age')).toBe('0');
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    // Answered before the gateway's own middleware: the kept answer carries its headers.
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options']) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
      expect(again.headers.get(name), name).toBeTruthy();
    }
    const etag = again.headers.get('etag')!;
    const revalidated = await reached(url(), { headers: { 'if-none-match': etag } });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.reached).toBe(false);
  });

  it('when a caller presents a session (Bearer or cookie), then the service answers every time and nothing is kept for visitors', async () => {
    const token = tokenFor(newUser());
    for (const headers of [
      { authorization: `Bearer ${token}` } as Record<string, string>,
      { cookie: `ghar_session=${token}` },
      { authorization: `Bearer ${token}` },
    ]) {
      expect((await reached(url(), { headers })).reached).toBe(true);
    }
    // The signed-in answers were not kept: the visitor's first call reaches the service.
    expect((await reached(url())).reached).toBe(true);
    // And a kept visitor answer is not given to a signed-in caller.
    expect((await reached(url(), { headers: { authorization: `Bearer ${token}` } })).reached).toBe(
      true,
    );
  });

  it.each([
    ['no policy (the no-store default)', '&policy=default'],
    ['private', `&policy=${encodeURIComponent('private, max-age=60')}`],
    ['no-store even if public', `&policy=${encodeURIComponent('public, no-store, max-age=1')}`],
    ['public without an age', '&policy=public'],
    ['a cookie set', '&cookie=1'],
    ['Vary: *', '&vary=*'],
  ])('when the answer has %s, then it is never kept', async (_label, query) => {
    expect((await reached(url(query))).reached).toBe(true);
    expect((await reached(url(query))).reached).toBe(true);
  });

  it('when an answer varies by a header, then only a request with the same value gets it', async () => {
    const hindi = { 'accept-language': 'hi' };
    expect((await reached(url('&vary=Accept-Language'), { headers: hindi })).reached).toBe(true);
    expect((await reached(url('&vary=Accept-Language'), { headers: hindi })).reached).toBe(false);
    const english = await fetch(url('&vary=Accept-Language'), {
      headers: { 'accept-language': 'en' },
    });
    expect(((await english.json()) as { data: { lang: string } }).data.lang).toBe('en');
  });

  it('when anything is written through the gateway, then the next search reaches the service', async () => {
    await fetch(url());
    expect((await reached(url())).reached).toBe(false);
    const write = await fetch(`${gateway.url}/api/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(200);
    expect((await reached(url())).reached).toBe(true);
  });

  it('when more answers are kept than allowed, then the oldest is dropped', async () => {
    for (const n of [1, 2, 3, 4]) await fetch(url(`&n=${n}`));
    expect((await reached(url('&n=4'))).reached).toBe(false);
    expect((await reached(url('&n=2'))).reached).toBe(false);
    expect((await reached(url('&n=1'))).reached).toBe(true);
  });
});
