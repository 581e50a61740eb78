import { describe, expect, it } from 'vitest';
import { API_ROUTES, resolveProxyTarget } from './routes';

describe('proxy route table', () => {
  it.each([
    ['/api/auth/login', 'auth', '/auth/login'],
    ['/api/auth/me', 'auth', '/auth/me'],
    ['/api/auth/apply-dealer', 'dealers', '/auth/apply-dealer'],
    ['/api/admin/users', 'auth', '/admin/users'],
    ['/api/admin/users/665f/block', 'auth', '/admin/users/665f/block'],
    ['/api/properties', 'listings', '/properties'],
    ['/api/properties/types/list', 'listings', '/properties/types/list'],
    ['/api/bookings/my-bookings', 'bookings', '/bookings/my-bookings'],
    ['/api/dealers/tree/42?maxDepth=3', 'dealers', '/dealers/tree/42?maxDepth=3'],
    ['/api/admin/dealer-requests/7/approve', 'dealers', '/admin/dealer-requests/7/approve'],
    ['/api/admin/dealer-tree', 'dealers', '/admin/dealer-tree'],
    ['/api/notifications/unread-count', 'notifications', '/notifications/unread-count'],
    ['/api/inquiries', 'notifications', '/inquiries'],
    ['/api/admin/analytics/properties', 'listings', '/admin/analytics/properties'],
    ['/api/admin/analytics/bookings', 'bookings', '/admin/analytics/bookings'],
    ['/api/admin/analytics/dealers', 'dealers', '/admin/analytics/dealers'],
    ['/api/admin/recent-activity?limit=20', 'notifications', '/admin/recent-activity?limit=20'],
    ['/api/admin/dead-letters/abc/replay', 'notifications', '/admin/dead-letters/abc/replay'],
  ])('when %s is requested, then %s receives %s', (url, service, forwardUrl) => {
    expect(resolveProxyTarget(url)).toEqual({ service, forwardUrl });
  });

  it('when a query string is present, then it is forwarded unchanged', () => {
    expect(resolveProxyTarget('/api/properties?page=2&city=Pune%20East&type=FLAT,VILLA')).toEqual({
      service: 'listings',
      forwardUrl: '/properties?page=2&city=Pune%20East&type=FLAT,VILLA',
    });
  });

  it('when a path only shares the start of a prefix, then no service owns it', () => {
    expect(resolveProxyTarget('/api/authx/login')).toBeNull();
    expect(resolveProxyTarget('/api/propertiesx')).toBeNull();
    expect(resolveProxyTarget('/apix/auth/login')).toBeNull();
  });

  it('when a gateway aggregate or an unknown analytics path is requested, then no service owns it', () => {
    expect(resolveProxyTarget('/api/admin/dashboard')).toBeNull();
    expect(resolveProxyTarget('/api/admin/analytics')).toBeNull();
    expect(resolveProxyTarget('/api/admin/analytics/users')).toBeNull();
    expect(resolveProxyTarget('/api/admin/settings')).toBeNull();
    expect(resolveProxyTarget('/api/admin')).toBeNull();
  });

  it('when an unknown or gateway-own /api path is requested, then no service owns it', () => {
    expect(resolveProxyTarget('/api')).toBeNull();
    expect(resolveProxyTarget('/api/unknown')).toBeNull();
    expect(resolveProxyTarget('/api/healthz')).toBeNull();
  });

  it('when a file under /uploads/<service>/ is requested, then that service gets it unchanged', () => {
    expect(resolveProxyTarget('/uploads/listings/abc/photo.webp')).toEqual({
      service: 'listings',
      forwardUrl: '/uploads/listings/abc/photo.webp',
    });
    expect(resolveProxyTarget('/uploads/auth/aadhaar/1.jpg?v=2')).toEqual({
      service: 'auth',
      forwardUrl: '/uploads/auth/aadhaar/1.jpg?v=2',
    });
  });

  it('when /uploads names no known service or no file, then no service owns it', () => {
    expect(resolveProxyTarget('/uploads/mongo/x.jpg')).toBeNull();
    expect(resolveProxyTarget('/uploads/auth')).toBeNull();
    expect(resolveProxyTarget('/uploads/auth/')).toBeNull();
    expect(resolveProxyTarget('/uploads/x.jpg')).toBeNull();
  });

  it('when a path has dot segments or encoded slashes, then no service owns it', () => {
    expect(resolveProxyTarget('/api/properties/../admin/users')).toBeNull();
    expect(resolveProxyTarget('/api/properties/%2e%2e/admin/users')).toBeNull();
    expect(resolveProxyTarget('/uploads/listings/..%2fauth/a.jpg')).toBeNull();
    expect(resolveProxyTarget('/uploads/listings/./a.jpg')).toBeNull();
  });

  it('when the table is read in order, then every longer prefix comes before a shorter one', () => {
    const lengths = API_ROUTES.map((route) => route.prefix.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });
});
