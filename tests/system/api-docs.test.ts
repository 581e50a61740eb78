import { documentedAccess, ROUTE_ACCESS } from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { fetchApiDocument } from './support/api-document';
import { createdByAdmin, logIn, logInAdmin } from './support/callers';
import { send } from './support/gateway-client';

// The whole stack through the gateway (globalSetup: packages/testing/src/global-setup-stack.ts).
const base = () => {
  const url = process.env.GHAR_BASE_URL;
  if (!url) throw new Error('GHAR_BASE_URL is not set: run with the system project');
  return url;
};

interface MergedDocument {
  openapi: string;
  paths: Record<string, Record<string, { 'x-access'?: string; 'x-service'?: string }>>;
  'x-missing-services': string[];
}

describe('the API docs through the gateway', () => {
  it('when every service runs, then /api/docs lists their routes with who may call each', async () => {
    const response = await fetch(`${base()}/api/docs`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as MergedDocument;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc['x-missing-services']).toEqual([]);

    const services = new Set(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op['x-service'])),
    );
    // Later services add theirs; these two must be there already.
    expect([...services]).toEqual(expect.arrayContaining(['auth', 'notifications']));
    const access = documentedAccess(doc);
    for (const [route, value] of Object.entries(access)) {
      expect(ROUTE_ACCESS, route).toContain(value);
    }
    expect(access).toMatchObject({
      'post /api/auth/login': 'visitor',
      'get /api/auth/me': 'signed-in',
      'get /api/admin/users': 'admin',
      'get /uploads/auth/aadhaar/:fileName': 'owner-or-admin',
      'post /api/inquiries': 'visitor',
      'get /api/notifications/stream': 'admin',
    });
  });

  it('when the page is asked for, then it is one HTML table of the same routes', async () => {
    const response = await fetch(`${base()}/api/docs/ui`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<td><code>/api/auth/login</code></td><td>visitor</td>');
  });
});

// Issue 23 item 30: a status a route answers for a reason of its own is in its document.
describe('the statuses the document promises', () => {
  const documented = async (method: string, path: string) => {
    const doc = await fetchApiDocument();
    const operation = doc.paths[path]?.[method];
    if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in /api/docs`);
    return operation.responses ?? {};
  };

  it('when a route refuses for its own reason, then that status is documented on it', async () => {
    const admin = await logInAdmin();
    const account = await createdByAdmin(admin, 'USER', 'doc-statuses');
    const user = await logIn(account);

    // Another owner's list.
    const others = await send({
      method: 'get',
      path: `/api/properties?ownerId=${admin.id}`,
      token: user.token,
    });
    expect(others.status).toBe(403);
    expect(Object.keys(await documented('get', '/api/properties'))).toContain('403');

    // An admin cannot apply to become a dealer.
    const apply = await send({
      method: 'post',
      path: '/api/auth/apply-dealer',
      token: admin.token,
      json: {},
    });
    expect(apply.status).toBe(403);
    expect(Object.keys(await documented('post', '/api/auth/apply-dealer'))).toContain('403');

    // A JSON body over the 1 MB limit.
    const huge = await send({
      method: 'post',
      path: '/api/inquiries',
      json: { message: 'x'.repeat(1_100_000), mobileNumber: '9876543210' },
    });
    expect(huge.status).toBe(413);
    expect(Object.keys(await documented('post', '/api/inquiries'))).toContain('413');
  });

  it('when the live stream answers, then its documented content is the text/event-stream it sends', async () => {
    const admin = await logInAdmin();
    const answer = await send({
      method: 'get',
      path: '/api/notifications/stream',
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/event-stream/);
    const ok = (await documented('get', '/api/notifications/stream'))['200'];
    expect(ok?.content).toEqual({ 'text/event-stream': { schema: { type: 'string' } } });
  });
});
