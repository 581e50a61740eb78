import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessVerdict } from './access-rules';
import { operationsOf, type ApiDocument } from './api-document';
import { leakedInternals } from './leaked-internals';
import { fixtureFor } from './path-fixtures';
import { arbitraryFor, resolverOf, type JsonSchema } from './openapi-arbitrary';
import { requestArbitrary } from './request-arbitrary';

// A hand-made document in the shape the gateway's /api/docs serves (zod-openapi's output).
const sample: ApiDocument = {
  openapi: '3.1.0',
  components: {
    schemas: { Role: { type: 'string', enum: ['USER', 'DEALER', 'ADMIN'] } },
  },
  paths: {
    '/api/admin/users/{id}': {
      put: {
        'x-access': 'admin',
        'x-service': 'auth',
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 1, maxLength: 100 },
                  aadhaar: { type: 'string', pattern: '^\\d{12}$' },
                  role: { $ref: '#/components/schemas/Role' },
                  tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
                  note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                },
                required: ['name', 'aadhaar', 'role'],
              },
            },
          },
        },
        responses: { 200: {}, 400: {}, 401: {}, 403: {} },
      },
    },
    '/api/notifications': {
      get: {
        'x-access': 'admin',
        parameters: [
          {
            in: 'query',
            name: 'page',
            schema: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
          },
        ],
        responses: { 200: {} },
      },
    },
    '/api/notifications/stream': {
      get: { 'x-access': 'admin', responses: { 200: { content: { 'text/event-stream': {} } } } },
    },
    '/api/auth/signup': {
      post: {
        'x-access': 'visitor',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string' },
                  aadhaarImage: { type: 'string', format: 'binary' },
                },
                required: ['name'],
              },
            },
          },
        },
        responses: { 201: {} },
      },
    },
  },
};

const resolve = resolverOf(sample.components);
const bodyOf = (doc: ApiDocument) =>
  doc.paths['/api/admin/users/{id}']!.put!.requestBody!.content!['application/json']!
    .schema as JsonSchema;

describe('operationsOf', () => {
  it('when a document is read, then each operation has its access, params, body kind and statuses', () => {
    const ops = operationsOf(sample);
    expect(
      ops.map((op) => [
        op.method,
        op.path,
        op.access,
        Boolean(op.jsonBody),
        Boolean(op.multipart),
        op.streams,
      ]),
    ).toEqual([
      ['put', '/api/admin/users/{id}', 'admin', true, false, false],
      ['get', '/api/notifications', 'admin', false, false, false],
      ['get', '/api/notifications/stream', 'admin', false, false, true],
      ['post', '/api/auth/signup', 'visitor', false, true, false],
    ]);
    expect(ops[0]!.statuses).toEqual([200, 400, 401, 403]);
  });

  it('when an operation has no valid x-access, then reading the document fails, naming it', () => {
    const broken: ApiDocument = {
      openapi: '3.1.0',
      paths: { '/api/x': { get: { 'x-access': 'everyone' } } },
    };
    expect(() => operationsOf(broken)).toThrow('GET /api/x has no valid x-access (everyone)');
  });
});

describe('arbitraryFor', () => {
  it('when valid values are asked for, then they keep the schema: required keys, lengths, pattern, enum via $ref', () => {
    fc.assert(
      fc.property(arbitraryFor(bodyOf(sample), { mode: 'valid', resolve }), (value) => {
        const body = value as Record<string, unknown>;
        expect(typeof body.name).toBe('string');
        expect((body.name as string).length).toBeGreaterThanOrEqual(1);
        expect((body.name as string).length).toBeLessThanOrEqual(100);
        expect(body.aadhaar).toMatch(/^\d{12}$/);
        expect(['USER', 'DEALER', 'ADMIN']).toContain(body.role);
        if (body.tags !== undefined) expect((body.tags as unknown[]).length).toBeLessThanOrEqual(3);
        if (body.note !== undefined)
          expect(body.note === null || typeof body.note === 'string').toBe(true);
      }),
      { seed: 1, numRuns: 200 },
    );
  });

  it('when hostile values are asked for, then huge strings, NUL, numbers for strings and own __proto__ keys all come up', () => {
    const seen = new Set<string>();
    const values = fc.sample(arbitraryFor(bodyOf(sample), { mode: 'hostile', resolve }), {
      seed: 2,
      numRuns: 3_000,
    });
    for (const value of values) {
      const text = JSON.stringify(value) ?? '';
      if (text.length > 100_000) seen.add('huge');
      if (text.includes('\\u0000')) seen.add('nul');
      if (text.includes('"__proto__"')) seen.add('proto');
      if (
        typeof value === 'object' &&
        value &&
        typeof (value as { name?: unknown }).name === 'number'
      )
        seen.add('number-for-string');
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        seen.add('not-an-object');
    }
    expect([...seen].sort()).toEqual([
      'huge',
      'not-an-object',
      'nul',
      'number-for-string',
      'proto',
    ]);
  });

  it('when a $ref cannot be found, then generation fails, naming it', () => {
    expect(() =>
      arbitraryFor({ $ref: '#/components/schemas/Missing' }, { mode: 'valid', resolve }),
    ).toThrow('unresolved schema reference #/components/schemas/Missing');
  });
});

describe('requestArbitrary', () => {
  it('when requests are generated, then the path keeps its shape and queries carry hostile page numbers', () => {
    const [put, list, , signup] = operationsOf(sample);
    const image = new Uint8Array([0xff, 0xd8, 0xff]);
    for (const request of fc.sample(requestArbitrary(put!, resolve, image), {
      seed: 3,
      numRuns: 100,
    })) {
      expect(request.path).toMatch(/^\/api\/admin\/users\/[^/?]+(\?.*)?$/);
      expect(request.json !== undefined || request.raw !== undefined).toBe(true);
      expect(request.multipart).toBeUndefined();
    }
    const queries = fc
      .sample(requestArbitrary(list!, resolve, image), { seed: 4, numRuns: 300 })
      .map((r) => r.path);
    expect(queries.some((path) => /[?&]page=-/.test(path))).toBe(true);
    const forms = fc.sample(requestArbitrary(signup!, resolve, image), { seed: 5, numRuns: 100 });
    expect(
      forms.some((r) => r.multipart?.files.some((file) => file.field === 'aadhaarImage')),
    ).toBe(true);
  });
});

describe('access rules and leak patterns', () => {
  it('when callers meet routes, then the declared access decides what they must see', () => {
    const denied = { status: 403, error: 'You do not have permission to perform this action.' };
    expect(accessVerdict('admin', 'dealer', denied)).toBeUndefined();
    expect(accessVerdict('dealer', 'dealer', { status: 200 })).toBeUndefined();
    expect(accessVerdict('admin', 'admin', { status: 403 })).toBe('not 401/403');
    expect(accessVerdict('owner-or-admin', 'another user', { status: 200 })).toBe(
      '403 or 404 (another user’s id)',
    );
    expect(accessVerdict('owner-or-admin', 'user', { status: 404 })).toBeUndefined();
    expect(accessVerdict('signed-in', 'visitor', { status: 400 })).toMatch(/^401/);
    expect(accessVerdict('visitor', 'blocked user', { status: 200 })).toBeUndefined();
    expect(accessVerdict('signed-in', 'blocked user', { status: 200 })).toMatch(
      /^401 "Your account has been blocked/,
    );
  });

  it('when a body shows internals, then they are named; an ordinary failure shows none', () => {
    expect(leakedInternals('{"success":false,"error":"Please enter your name"}')).toEqual([]);
    expect(
      leakedInternals(
        'CastError: Cast to ObjectId failed\n    at model.Query.exec (/work/main/node_modules/mongoose/lib/query.js:10:5)',
      ),
    ).toEqual(['a stack trace', 'mongoose', 'a cast error', 'a server file path']);
    expect(leakedInternals('MongoServerError: E11000')).toEqual(['a MongoDB error']);
    expect(leakedInternals('KafkaJSError from kafkajs')).toEqual(['kafkajs']);
  });
});

describe('fixtureFor', () => {
  it('when a route takes an id and has no fixture factory, then the matrix fails telling the developer to add one', () => {
    const [op] = operationsOf({
      openapi: '3.1.0',
      paths: {
        // No service has this route: a real one would gain a fixture and stop proving the rule.
        '/api/widgets/{id}': {
          get: {
            'x-access': 'owner-or-admin',
            parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
          },
        },
      },
    });
    expect(() => fixtureFor(op!)).toThrow(
      "GET /api/widgets/{id} takes {id} but has no fixture factory: add one for '/api/widgets/{id}' to tests/system/support/path-fixtures.ts (it makes a fresh resource owned by context.owner and returns its params).",
    );
  });
});

describe('requestArbitrary bodies', () => {
  it('when an operation is a GET, then no body is generated; otherwise odd content types come up', () => {
    const [put, list] = operationsOf(sample);
    const image = new Uint8Array([0xff, 0xd8, 0xff]);
    const gets = fc.sample(requestArbitrary(list!, resolve, image), { seed: 6, numRuns: 300 });
    expect(gets.every((r) => r.raw === undefined && r.json === undefined)).toBe(true);
    const puts = fc.sample(requestArbitrary(put!, resolve, image), { seed: 7, numRuns: 300 });
    expect(puts.some((r) => r.raw?.contentEncoding !== undefined)).toBe(true);
  });
});
