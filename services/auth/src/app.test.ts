import { tmpdir } from 'node:os';
import {
  apiDocumentOf,
  createLogger,
  createUploadStore,
  documentedAccess,
  undocumentedRoutes,
} from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from './app';
import type { Config } from './config';
import { SERVICE_NAME } from './service-name';

/**
 * Only the route table is under test: building the app reads the config and the upload store's
 * URL base, and no handler runs, so the rest of the deps are left out.
 */
const app = buildApp({
  config: { INTERNAL_SIGNING_SECRET: 'auth-route-table-test-secret' } as Config,
  logger: createLogger({ service: SERVICE_NAME, level: 'silent' }),
  health: {},
  auth: {
    uploads: createUploadStore({ rootDir: tmpdir(), service: SERVICE_NAME }),
  } as AppDeps['auth'],
});

describe("auth's API document", () => {
  it('when a route is registered on the app, then /openapi.json lists it', () => {
    expect(undocumentedRoutes(app)).toEqual([]);
  });

  it('when the document lists a route, then it says who may call it', () => {
    expect(documentedAccess(apiDocumentOf(app))).toEqual({
      'post /auth/signup': 'visitor',
      'post /auth/dealer-signup': 'visitor',
      'post /auth/login': 'visitor',
      'post /auth/google': 'visitor',
      'get /auth/me': 'signed-in',
      'get /auth/aadhaar': 'signed-in',
      'post /auth/logout': 'visitor',
      'put /auth/profile': 'signed-in',
      'put /auth/language': 'signed-in',
      'put /auth/password': 'signed-in',
      'post /auth/profile-picture': 'signed-in',
      'post /auth/aadhaar-image': 'signed-in',
      'get /admin/users': 'admin',
      'get /admin/users/stats': 'admin',
      'get /admin/users/aadhaar-reveals': 'admin',
      'get /admin/users/:id/aadhaar': 'admin',
      'post /admin/users': 'admin',
      'get /admin/users/:id': 'admin',
      'put /admin/users/:id': 'admin',
      'delete /admin/users/:id': 'admin',
      'put /admin/users/:id/password': 'admin',
      'put /admin/users/:id/block': 'admin',
      'put /admin/users/:id/unblock': 'admin',
      'post /admin/users/:id/profile-picture': 'admin',
      'post /admin/users/:id/aadhaar-image': 'admin',
      'get /uploads/auth/profile/:fileName': 'visitor',
      'get /uploads/auth/aadhaar/:fileName': 'owner-or-admin',
    });
  });
});
