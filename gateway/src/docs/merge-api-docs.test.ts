import { describe, expect, it } from 'vitest';
import { gatewayPath, mergeApiDocs, type ServiceApiDocument } from './merge-api-docs';

const failure = { type: 'object', properties: { success: { const: false } } };

const auth: ServiceApiDocument = {
  paths: {
    '/auth/me': { get: { summary: 'Me', 'x-access': 'signed-in' } },
    '/uploads/auth/profile/{fileName}': { get: { summary: 'Picture', 'x-access': 'visitor' } },
  },
  components: { schemas: { ApiFailure: failure, User: { type: 'object' } } },
};

const notifications: ServiceApiDocument = {
  paths: {
    '/notifications': {
      get: {
        summary: 'List',
        'x-access': 'admin',
        responses: { 200: { $ref: '#/components/schemas/User' } },
      },
    },
  },
  components: { schemas: { ApiFailure: failure, User: { type: 'string' } } },
};

describe('merging the services’ documents', () => {
  it('when a service path is an API path, then it is under /api; uploads stay as they are', () => {
    expect(gatewayPath('/auth/me')).toBe('/api/auth/me');
    expect(gatewayPath('/uploads/auth/profile/{fileName}')).toBe(
      '/uploads/auth/profile/{fileName}',
    );
  });

  it('when services answer, then every operation is kept with its access and service', () => {
    const merged = mergeApiDocs([
      { service: 'auth', document: auth },
      { service: 'notifications', document: notifications },
    ]);
    expect(Object.keys(merged.paths)).toEqual([
      '/api/auth/me',
      '/uploads/auth/profile/{fileName}',
      '/api/notifications',
    ]);
    expect(merged.paths['/api/notifications']!.get).toMatchObject({
      'x-access': 'admin',
      'x-service': 'notifications',
    });
    expect(merged['x-missing-services']).toEqual([]);
  });

  it('when two services name different schemas alike, then the later one is renamed with its refs', () => {
    const merged = mergeApiDocs([
      { service: 'auth', document: auth },
      { service: 'notifications', document: notifications },
    ]);
    expect(merged.components.schemas).toEqual({
      ApiFailure: failure,
      User: { type: 'object' },
      'notifications.User': { type: 'string' },
    });
    expect(merged.paths['/api/notifications']!.get!.responses).toEqual({
      200: { $ref: '#/components/schemas/notifications.User' },
    });
  });

  it('when a service is down, then it is named in x-missing-services and the rest is kept', () => {
    const merged = mergeApiDocs([
      { service: 'auth', document: auth },
      { service: 'dealers', document: null },
    ]);
    expect(merged['x-missing-services']).toEqual(['dealers']);
    expect(Object.keys(merged.paths)).toHaveLength(2);
  });
});
