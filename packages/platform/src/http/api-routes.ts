import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { UploadPolicy } from '../uploads/upload-policy';
import { multipartUpload } from '../uploads/multipart-upload';
import { requireAccess } from './api-routes-access';

/** Who may call a route; enforced by `route()` before any handler runs. */
export const ROUTE_ACCESS = ['visitor', 'signed-in', 'owner-or-admin', 'dealer', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface MultipartFile {
  /** The file's checks (type, size, message texts); the route reads it with multer. */
  policy: UploadPolicy;
  maxCount?: number;
  /** Documentation only: the use case refuses a missing file with the spec's own text. */
  required?: boolean;
}

export interface ApiRouteSpec<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.core.$ZodType = z.core.$ZodType,
  F extends z.ZodObject = z.ZodObject,
> {
  method: ApiMethod;
  /** The Express path as the service sees it, e.g. '/admin/users/:id'. */
  path: string;
  access: RouteAccess;
  summary: string;
  tags?: string[];
  /** Path params; parsed into `req.params`. Undeclared `:params` are documented as strings. */
  params?: P;
  /** Parsed into `req.query`. */
  query?: Q;
  /** The JSON body; parsed into `req.body` (400 with the schema's texts when it fails). */
  body?: B;
  /** A multipart form: its text fields are parsed into `req.body`, its files read by multer. */
  multipart?: { fields?: F; files: Record<string, MultipartFile> };
  /** The `data` part of `{ success: true, data }`; full zod or zod/mini (what the web parses). */
  response?: z.core.$ZodType;
  /** The success status (201 for a creation); 200 when left out. */
  status?: 200 | 201;
  /** Other statuses the route answers (400, 404, 409, 413, 429 …); access statuses are added. */
  responses?: number[];
  /** Answers with something other than the JSON envelope (a file, an event stream). */
  produces?: string;
}

type Out<S> = S extends z.core.$ZodType ? z.output<S> : unknown;

/** The handler of a route sees its parsed params, query and body with their types. */
export type RouteHandler<S extends ApiRouteSpec> = RequestHandler<
  S['params'] extends z.ZodObject ? Out<S['params']> : Record<string, string>,
  unknown,
  S['multipart'] extends { fields: infer F } ? Out<F> : Out<S['body']>,
  S['query'] extends z.ZodObject ? Out<S['query']> : Request['query']
>;

export interface ApiRouter {
  router: Router;
  route<S extends ApiRouteSpec>(spec: S, ...handlers: RouteHandler<S>[]): void;
  specs: readonly ApiRouteSpec[];
}

/** Parses what the spec declares, so handlers never see an unchecked body, query or param. */
function parseInput(spec: ApiRouteSpec): RequestHandler {
  return (req, _res, next) => {
    if (spec.params) req.params = spec.params.parse(req.params) as Request['params'];
    if (spec.query) {
      // Express 5 computes req.query with a getter; an own property shadows it for this request.
      const query = spec.query.parse(req.query);
      Object.defineProperty(req, 'query', { value: query, writable: true, enumerable: true });
    }
    const multipart = spec.multipart && req.is('multipart/form-data');
    const bodySchema = multipart ? spec.multipart?.fields : (spec.body ?? spec.multipart?.fields);
    // z.parse takes either zod flavour (a few bodies are zod/mini schemas the web shares).
    if (bodySchema) req.body = z.parse(bodySchema, req.body ?? {});
    next();
  };
}

/**
 * A router whose every route is declared once: the spec drives its access check, the parsing of
 * its input and its entry in the service's OpenAPI document (GET /openapi.json).
 */
export function apiRouter(): ApiRouter {
  const router = Router();
  const specs: ApiRouteSpec[] = [];
  return {
    router,
    specs,
    route(spec, ...handlers) {
      specs.push(spec);
      const access: RequestHandler = (req, _res, next) => {
        requireAccess(req, spec.access);
        next();
      };
      // The access check comes before multer, so a refused caller's upload is never read.
      const upload = spec.multipart
        ? [
            multipartUpload(
              Object.entries(spec.multipart.files).map(([name, file]) => ({
                name,
                policy: file.policy,
                maxCount: file.maxCount,
              })),
            ),
          ]
        : [];
      router[spec.method](
        spec.path,
        access,
        ...upload,
        parseInput(spec),
        ...(handlers as RequestHandler[]),
      );
    },
  };
}
