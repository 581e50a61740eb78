import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import multer from 'multer';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isAppError } from '../errors/app-error';
import { errorBody } from './envelope';

/** What body-parser (through http-errors) throws; `expose` marks a client's fault. */
interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  /** Set (a number) on zlib's errors: the body's compressed bytes were not what they claimed. */
  errno?: number;
}

const UNREADABLE_BODY_TYPES = new Set(['request.aborted', 'request.size.invalid']);

/**
 * The body parser's refusals, each with a status the client can act on: unreadable bytes (a broken
 * gzip stream, a cut-off body) are the client's 400, an unknown charset or Content-Encoding is
 * 415. Only the parser's own client errors are mapped; anything else stays a 500.
 */
function bodyRefusal(err: BodyParserError | null): { status: number; message: string } | null {
  if (!err || err.expose !== true || err.status === undefined || err.status >= 500) return null;
  switch (err.type) {
    case 'entity.parse.failed':
      return { status: 400, message: ERROR_MESSAGES.invalidJson };
    case 'entity.too.large':
      return { status: 413, message: ERROR_MESSAGES.payloadTooLarge };
    case 'charset.unsupported':
      return { status: 415, message: ERROR_MESSAGES.bodyCharsetUnsupported };
    case 'encoding.unsupported':
      return { status: 415, message: ERROR_MESSAGES.bodyEncodingUnsupported };
    case 'parameters.too.many':
      return { status: 413, message: ERROR_MESSAGES.payloadTooLarge };
    default: {
      const unreadable =
        UNREADABLE_BODY_TYPES.has(err.type ?? '') ||
        (err.type === undefined && typeof err.errno === 'number');
      return unreadable ? { status: 400, message: ERROR_MESSAGES.bodyUnreadable } : null;
    }
  }
}

/**
 * The database server went away under the request (killed, restarting, unreachable): the request
 * may be tried again, so it is the 503 a client retries, not the 500 of a fault in the code (the
 * fault run's database kill, issue 24, met such 500s on creates and approvals in flight).
 */
function databaseUnreachable(err: unknown): boolean {
  const { mongo } = mongoose;
  return (
    err instanceof mongo.MongoNetworkError ||
    err instanceof mongo.MongoServerSelectionError ||
    err instanceof mongo.MongoNotConnectedError ||
    err instanceof mongo.MongoTopologyClosedError
  );
}

/** Unknown API paths answer in the envelope too, so clients never parse an HTML 404. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody(ERROR_MESSAGES.routeNotFound));
};

/**
 * The one error middleware: known errors keep their status and message; everything else is a 500
 * with the generic text, logged with the request id. No stack or driver message leaves the service.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const log = req.log ?? logger;
    if (res.headersSent) {
      log.error({ err }, 'error after response started');
      res.end();
      return;
    }
    if (isAppError(err)) {
      if (err.httpStatus >= 500) log.error({ err }, err.message);
      res.status(err.httpStatus).json(errorBody(err.message, err.errors));
      return;
    }
    if (err instanceof ZodError) {
      const messages = [...new Set(err.issues.map((issue) => issue.message))];
      res.status(400).json(errorBody(messages[0] ?? ERROR_MESSAGES.validationFailed, messages));
      return;
    }
    if (err instanceof multer.MulterError) {
      const status = err.code === 'LIMIT_FILE_SIZE' ? 413 : 400;
      const message = status === 413 ? ERROR_MESSAGES.payloadTooLarge : err.message;
      res.status(status).json(errorBody(message));
      return;
    }
    const refusal = bodyRefusal(err as BodyParserError);
    if (refusal) {
      res.status(refusal.status).json(errorBody(refusal.message));
      return;
    }
    if (databaseUnreachable(err)) {
      log.error({ err }, 'database unreachable');
      res.status(503).json(errorBody(ERROR_MESSAGES.serviceUnavailable));
      return;
    }
    log.error({ err }, 'unhandled error');
    res.status(500).json(errorBody(ERROR_MESSAGES.serverError));
  };
}
