import { describe, expect, it } from 'vitest';
import { tileOrigin } from './map-tiles';

describe('the tile server’s origin for the page’s img-src', () => {
  it('when the template names a host, then its scheme and host (and port) are the origin', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('http://127.0.0.1:4321/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4321');
  });

  it('when the template rotates subdomains, then any subdomain is allowed', () => {
    expect(tileOrigin('https://{s}.tile.example.in/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.in',
    );
  });

  it('when the template is relative, then no origin is added (the page’s own serves it)', () => {
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
