import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import express, { type RequestHandler } from 'express';
import { errorBody } from './envelope';

/** The only body types a route reads: JSON, and multipart on upload routes (multer parses those). */
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Refuses bodies of any other type with 415 before a route runs. A form post (urlencoded or
 * text/plain) is what a hostile page can send cross-site without a CORS preflight, so no route
 * may take one: that closes login CSRF at the service even if the gateway's origin check is
 * bypassed. Requests without a body (GET, an empty DELETE) pass untouched.
 */
export const jsonOrMultipartOnly: RequestHandler = (req, res, next) => {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody || req.is(ACCEPTED_TYPES)) {
    next();
    return;
  }
  res.status(415).json(errorBody(ERROR_MESSAGES.jsonBodyRequired));
};

/** JSON bodies only (see jsonOrMultipartOnly); errors become 400/413/415 in errorHandler. */
export const jsonBody = (limit: string): RequestHandler[] => [
  jsonOrMultipartOnly,
  express.json({ limit }),
];

/**
 * Responses carry personal data (a full Aadhaar number on /auth/me), so nothing may cache them
 * unless the route says otherwise (uploads set their own policy, which replaces this one).
 */
export const noStoreByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
