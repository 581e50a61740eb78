import { describe, expect, it } from 'vitest';
import { ROLES, ROUTES, routePairs, type Draw } from './routes';

/** A draw that walks through fixed values, so each path is predictable. */
function drawOf(values: number[]): Draw {
  let i = 0;
  return {
    random: () => values[i++ % values.length]!,
    listingId: () => '65f0c0ffee0000000000abcd',
    selfId: () => '65f0c0ffee00000000000001',
    city: () => ({ city: 'Jaipur', localities: ['Malviya Nagar', 'Vaishali Nagar'] }),
    dealerCode: () => 'SCAAAAAB',
  };
}

/** The pattern as a regular expression over a path: `:x` is one segment, a query may follow. */
const matcher = (pattern: string) => {
  const [, path, query] = /^GET (\/[^?]*)(?:\?(\w+))?$/.exec(pattern)!;
  const segments = path!.replace(/:\w+/g, '[^/?]+');
  return new RegExp(`^${segments}(\\?${query ? `(.*&)?${query}=` : ''}.*)?$`);
};

describe('the route table', () => {
  const draws = [[0], [0.99], [0.1, 0.5, 0.9, 0.3], [0.55, 0.05, 0.75]];

  it('gives paths that fit each route pattern, whatever is drawn', () => {
    for (const route of ROUTES)
      for (const values of draws)
        expect(route.path(drawOf(values))).toMatch(matcher(route.pattern));
  });

  it('walks every role, each with its own screens', () => {
    for (const role of ROLES) expect(ROUTES.some((r) => r.roles.includes(role))).toBe(true);
    const adminOnly = ROUTES.filter((r) => r.pattern.includes('/admin/'));
    expect(adminOnly.length).toBeGreaterThan(5);
    for (const route of adminOnly) expect(route.roles).toEqual(['admin']);
    expect(ROUTES.find((r) => r.pattern === 'GET /api/auth/me')!.roles).not.toContain('visitor');
  });

  it('has one pair per route and role, named uniquely', () => {
    const pairs = routePairs();
    expect(pairs).toHaveLength(ROUTES.reduce((n, r) => n + r.roles.length, 0));
    expect(new Set(pairs.map((p) => p.key)).size).toBe(pairs.length);
  });

  it("lists an owner's own listings with the owner's id, paged", () => {
    const route = ROUTES.find((r) => r.pattern === 'GET /api/properties?ownerId')!;
    const path = new URL(route.path(drawOf([0.9])), 'http://x');
    expect(path.searchParams.get('ownerId')).toBe('65f0c0ffee00000000000001');
    expect(Number(path.searchParams.get('page'))).toBeGreaterThan(1);
  });

  it('varies the search: the default page, a city and action, filters', () => {
    const search = ROUTES.find((r) => r.pattern === 'GET /api/properties')!;
    // 0.1: no action or city (the default page); 0.99 after: no filter, a later page.
    expect(search.path(drawOf([0.1, ...new Array<number>(20).fill(0.99)]))).toBe(
      '/api/properties?page=5',
    );
    const filtered = new URL(
      search.path(drawOf([0.5, ...new Array<number>(20).fill(0.1)])),
      'http://x',
    ).searchParams;
    expect(filtered.get('city')).toBe('Jaipur');
    expect(filtered.get('type')).not.toBeNull();
  });
});
