import { apiFailureSchema } from '@ghar/contracts/http';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import type { Express } from 'express';
import type { ApiRouter, ApiRouteSpec } from './api-routes';

export type OpenApiDocument = ReturnType<typeof createDocument>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported body',
  429: 'Too many requests',
  502: 'An outside service refused',
  503: 'A service it needs is unavailable',
};

const errorBody = apiFailureSchema.meta({ id: 'ApiFailure' });
const fileSchema = z.string().meta({ format: 'binary' });
// A text answer (server-sent events, CSV) is a string of that media type, not a binary file.
const textSchema = z.string();

/** The success body of a route that answers something other than the JSON envelope. */
const producedSchema = (mediaType: string) =>
  mediaType.startsWith('text/') ? textSchema : fileSchema;

/** '/admin/users/:id' → '/admin/users/{id}', the OpenAPI form. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

function pathParams(spec: ApiRouteSpec): z.ZodObject | undefined {
  if (spec.params) return spec.params;
  const names = [...spec.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

function requestBody(spec: ApiRouteSpec): ZodOpenApiOperationObject['requestBody'] {
  const content: Record<string, { schema: z.core.$ZodType }> = {};
  if (spec.body) content['application/json'] = { schema: spec.body };
  if (spec.multipart) {
    const files = Object.entries(spec.multipart.files).map(([name, file]) => {
      const schema =
        (file.maxCount ?? 1) > 1 ? z.array(fileSchema).max(file.maxCount!) : fileSchema;
      return [name, file.required ? schema : schema.optional()] as const;
    });
    content['multipart/form-data'] = {
      schema: (spec.multipart.fields ?? z.object({})).extend(Object.fromEntries(files)),
    };
  }
  return Object.keys(content).length > 0 ? { content } : undefined;
}

/** The statuses a route's access alone can answer, so no spec has to repeat them. */
function accessStatuses(spec: ApiRouteSpec): number[] {
  if (spec.access === 'visitor') return [];
  if (spec.access === 'signed-in') return [401];
  return [401, 403];
}

function responses(spec: ApiRouteSpec): ZodOpenApiResponsesObject {
  const status = spec.status ?? 200;
  const success = spec.produces
    ? { content: { [spec.produces]: { schema: producedSchema(spec.produces) } } }
    : {
        content: {
          'application/json': {
            schema: z.object({ success: z.literal(true), data: spec.response ?? z.unknown() }),
          },
        },
      };
  const result: Record<string, ZodOpenApiResponseObject> = {
    [String(status)]: { description: STATUS_TEXT[status] ?? 'OK', ...success },
  };
  const parsesInput = Boolean(spec.params || spec.query || spec.body || spec.multipart);
  const readsBody = Boolean(spec.body || spec.multipart);
  const others = new Set([
    ...accessStatuses(spec),
    ...(parsesInput ? [400] : []),
    // Every body passes the app's parser first: over its limit (1 MB of JSON, a file over its
    // policy) is 413, another media type 415 (request-body.ts, error-handler.ts).
    ...(readsBody ? [413, 415] : []),
    ...(spec.responses ?? []),
  ]);
  for (const code of [...others].sort()) {
    result[String(code)] = {
      description: STATUS_TEXT[code] ?? 'Error',
      content: { 'application/json': { schema: errorBody } },
    };
  }
  return result as ZodOpenApiResponsesObject;
}

function operation(spec: ApiRouteSpec): ZodOpenApiOperationObject {
  const path = pathParams(spec);
  return {
    summary: spec.summary,
    tags: spec.tags ?? [spec.path.split('/')[1] ?? 'root'],
    'x-access': spec.access,
    ...(path || spec.query
      ? {
          requestParams: {
            ...(path ? { path } : {}),
            ...(spec.query ? { query: spec.query } : {}),
          },
        }
      : {}),
    requestBody: requestBody(spec),
    responses: responses(spec),
  };
}

/** The service's OpenAPI 3.1 document, built from its route specs (served at GET /openapi.json). */
export function buildOpenApiDocument(
  service: string,
  specs: readonly ApiRouteSpec[],
): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const spec of specs) {
    const key = openApiPath(spec.path);
    paths[key] = { ...paths[key], [spec.method]: operation(spec) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: `Ghar ${service} service`, version: '1' },
    paths,
  });
}

const documents = new WeakMap<Express, () => OpenApiDocument>();

/**
 * GET /openapi.json, unsigned like the health probes (it says nothing a caller could not try).
 * Built on first use, once every router has declared its routes.
 */
export function serveApiDocument(
  app: Express,
  api: { service: string; routers: readonly ApiRouter[] },
): void {
  let document: OpenApiDocument | undefined;
  const build = () =>
    (document ??= buildOpenApiDocument(
      api.service,
      api.routers.flatMap((each) => each.specs),
    ));
  documents.set(app, build);
  app.get('/openapi.json', (_req, res) => {
    res.json(build());
  });
}

/** The document an app built with createHttpApp serves, for tests that read it in-process. */
export function apiDocumentOf(app: Express): OpenApiDocument {
  const build = documents.get(app);
  if (!build) throw new Error('this app was not built with createHttpApp');
  return build();
}
