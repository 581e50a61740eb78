import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import type { ApiRouteSpec } from './api-routes';
import { buildOpenApiDocument, openApiPath } from './api-routes-document';

const image = {
  kind: 'profile',
  maxBytes: 1024,
  accept: ['image/jpeg'],
  messages: { invalidType: 'Bad type', tooLarge: 'Too large' },
};

const SPECS: ApiRouteSpec[] = [
  {
    method: 'get',
    path: '/admin/users/:id',
    access: 'admin',
    summary: 'One user',
    response: z.object({ user: z.object({ id: z.string(), name: z.string() }) }),
    responses: [404],
  },
  {
    method: 'post',
    path: '/auth/signup',
    access: 'visitor',
    summary: 'Sign up',
    status: 201,
    multipart: {
      fields: z.object({ name: z.string().max(100) }),
      files: {
        aadhaarImage: { policy: image, required: true },
        photos: { policy: image, maxCount: 5 },
      },
    },
    responses: [409],
  },
  {
    method: 'get',
    path: '/notifications',
    access: 'signed-in',
    summary: 'List',
    query: z.object({ page: z.coerce.number().int().min(1).optional() }),
  },
  {
    method: 'get',
    path: '/uploads/auth/profile/:fileName',
    access: 'visitor',
    summary: 'A file',
    produces: 'image/jpeg',
  },
  {
    method: 'put',
    path: '/auth/profile',
    access: 'signed-in',
    summary: 'Edit the profile',
    body: z.object({ name: z.string() }),
  },
  {
    method: 'get',
    path: '/notifications/stream',
    access: 'admin',
    summary: 'Live stream',
    produces: 'text/event-stream',
  },
];

const doc = buildOpenApiDocument('auth', SPECS) as any;

describe('OpenAPI document from route specs', () => {
  it('when a path has Express params, then it is written in {param} style', () => {
    expect(openApiPath('/admin/users/:id/block')).toBe('/admin/users/{id}/block');
    expect(Object.keys(doc.paths)).toEqual([
      '/admin/users/{id}',
      '/auth/signup',
      '/notifications',
      '/uploads/auth/profile/{fileName}',
      '/auth/profile',
      '/notifications/stream',
    ]);
  });

  it('when a route is declared, then its operation carries x-access, summary and a tag', () => {
    const op = doc.paths['/admin/users/{id}'].get;
    expect(op).toMatchObject({ 'x-access': 'admin', summary: 'One user', tags: ['admin'] });
    expect(op.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    ]);
  });

  it('when a route needs a role, then 401 and 403 are listed beside its own statuses', () => {
    expect(Object.keys(doc.paths['/admin/users/{id}'].get.responses)).toEqual([
      '200',
      '401',
      '403',
      '404',
    ]);
    expect(Object.keys(doc.paths['/notifications'].get.responses)).toEqual(['200', '400', '401']);
    expect(Object.keys(doc.paths['/auth/signup'].post.responses)).toEqual([
      '201',
      '400',
      '409',
      '413',
      '415',
    ]);
  });

  it('when a route reads a body, then the parser’s 413 (over the limit) and 415 are listed', () => {
    expect(Object.keys(doc.paths['/auth/profile'].put.responses)).toEqual([
      '200',
      '400',
      '401',
      '413',
      '415',
    ]);
    expect(Object.keys(doc.paths['/notifications'].get.responses)).not.toContain('413');
  });

  it('when a route answers data, then the success body is the envelope around it', () => {
    const schema =
      doc.paths['/admin/users/{id}'].get.responses['200'].content['application/json'].schema;
    expect(schema.properties.success).toMatchObject({ const: true });
    expect(schema.properties.data.properties.user.required).toEqual(['id', 'name']);
    expect(
      doc.paths['/admin/users/{id}'].get.responses['404'].content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/ApiFailure',
    });
  });

  it('when a route takes a multipart form, then its fields and files are described', () => {
    const schema = doc.paths['/auth/signup'].post.requestBody.content['multipart/form-data'].schema;
    expect(schema.properties.name).toMatchObject({ type: 'string', maxLength: 100 });
    expect(schema.properties.aadhaarImage).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.properties.photos).toMatchObject({ type: 'array', maxItems: 5 });
    expect(schema.required).toEqual(['name', 'aadhaarImage']);
  });

  it('when a route serves a file, then its success content is the file type', () => {
    const ok = doc.paths['/uploads/auth/profile/{fileName}'].get.responses['200'];
    expect(Object.keys(ok.content)).toEqual(['image/jpeg']);
    expect(ok.content['image/jpeg'].schema).toEqual({ type: 'string', format: 'binary' });
  });

  it('when a route answers text (server-sent events), then it is a text string, not a binary file', () => {
    const ok = doc.paths['/notifications/stream'].get.responses['200'];
    expect(ok.content).toEqual({ 'text/event-stream': { schema: { type: 'string' } } });
  });
  it('when a route declares zod/mini schemas (the ones the web shares), then they are documented like full zod', () => {
    const miniDoc = buildOpenApiDocument('bookings', [
      {
        method: 'post',
        path: '/bookings/confirm',
        access: 'signed-in',
        summary: 'Confirm',
        body: mini.object({ bookingId: mini.string().check(mini.minLength(1)) }),
        response: mini.object({ id: mini.string(), note: mini.optional(mini.string()) }),
      },
    ]) as any;
    const operation = miniDoc.paths['/bookings/confirm'].post;
    expect(operation.requestBody.content['application/json'].schema).toMatchObject({
      properties: { bookingId: { type: 'string', minLength: 1 } },
      required: ['bookingId'],
    });
    expect(
      operation.responses['200'].content['application/json'].schema.properties.data,
    ).toMatchObject({ properties: { id: { type: 'string' } }, required: ['id'] });
  });
});
