import { describe, expect, it } from 'vitest';
import { stripIdentityHeaders } from './strip-identity';

describe('stripIdentityHeaders', () => {
  it('when a client sends identity, gateway or request-id headers, then all are removed', () => {
    const headers = {
      host: 'ghar.example.in',
      'x-user-id': '1',
      'x-user-email': 'admin@example.in',
      'x-user-role': 'ADMIN',
      'x-user-anything': 'x',
      'x-gateway-ts': '1',
      'x-gateway-signature': 'f'.repeat(64),
      'x-request-id': 'chosen-by-client',
      authorization: 'Bearer abc',
      'content-type': 'application/json',
      'x-forwarded-for': '10.0.0.1',
    };
    stripIdentityHeaders(headers);
    expect(headers).toEqual({
      host: 'ghar.example.in',
      authorization: 'Bearer abc',
      'content-type': 'application/json',
      'x-forwarded-for': '10.0.0.1',
    });
  });
});
