import { documentedAccess, ROUTE_ACCESS } from '@ghar/platform';
import { describe, expect, it } from 'vitest';

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
