import { ROUTE_ACCESS, type RouteAccess } from '@ghar/platform';
import type { JsonSchema } from './openapi-arbitrary';
import { gatewayUrl } from './gateway-client';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  'x-access'?: string;
  'x-service'?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
  'x-missing-services'?: string[];
}

/** One operation of the merged document, in the shape the matrix and the fuzz read. */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form, as the gateway serves it: '/api/admin/users/{id}'. */
  path: string;
  access: RouteAccess;
  service: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  jsonBody?: JsonSchema;
  multipart?: JsonSchema;
  /** The success answer is an endless stream (server-sent events): read its status only. */
  streams: boolean;
  /** Every status the document says the operation may answer. */
  statuses: number[];
}

export const operationKey = (op: Pick<ApiOperation, 'method' | 'path'>) =>
  `${op.method.toUpperCase()} ${op.path}`;

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of a document; an operation without a valid x-access is an error, not a skip. */
export function operationsOf(doc: ApiDocument): ApiOperation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => {
        const access = op['x-access'];
        if (!ROUTE_ACCESS.includes(access as RouteAccess)) {
          throw new Error(
            `${method.toUpperCase()} ${path} has no valid x-access (${String(access)})`,
          );
        }
        const content = op.requestBody?.content ?? {};
        const success = Object.entries(op.responses ?? {}).find(([status]) =>
          status.startsWith('2'),
        );
        return {
          method: method as ApiOperation['method'],
          path,
          access: access as RouteAccess,
          service: op['x-service'] ?? 'unknown',
          pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
          queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
          jsonBody: content['application/json']?.schema,
          multipart: content['multipart/form-data']?.schema,
          streams: Object.keys(success?.[1].content ?? {}).includes('text/event-stream'),
          statuses: Object.keys(op.responses ?? {}).map(Number),
        };
      }),
  );
}

/** GET /api/docs through the gateway, refusing a document that misses a service. */
export async function fetchApiDocument(): Promise<ApiDocument> {
  const response = await fetch(`${gatewayUrl()}/api/docs`);
  if (response.status !== 200) throw new Error(`GET /api/docs answered ${response.status}`);
  const doc = (await response.json()) as ApiDocument;
  if (doc['x-missing-services']?.length) {
    throw new Error(`/api/docs misses services: ${doc['x-missing-services'].join(', ')}`);
  }
  return doc;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** '/api/inquiries/{id}' + { id: 'x' } → '/api/inquiries/x' (values URL-encoded). */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    // A generated value may hold a lone surrogate, which no URL can carry (encodeURIComponent
    // throws): it becomes U+FFFD, as a browser would send it.
    return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
  });
}
