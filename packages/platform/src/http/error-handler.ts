import { ERROR_MESSAGES } from '@ghar/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isAppError } from '../errors/app-error';
import { errorBody } from './envelope';

interface BodyParserError {
  type?: string;
  status?: number;
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
    const parserError = err as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json(errorBody(ERROR_MESSAGES.invalidJson));
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json(errorBody(ERROR_MESSAGES.payloadTooLarge));
      return;
    }
    log.error({ err }, 'unhandled error');
    res.status(500).json(errorBody(ERROR_MESSAGES.serverError));
  };
}
