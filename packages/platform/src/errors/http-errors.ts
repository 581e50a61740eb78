import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { AppError } from './app-error';

export const badRequest = (message: string, errors?: string[]) =>
  new AppError(400, message, { errors, code: 'BAD_REQUEST' });

export const unauthorized = (message: string = ERROR_MESSAGES.authRequired) =>
  new AppError(401, message, { code: 'UNAUTHORIZED' });

export const forbidden = (message: string = ERROR_MESSAGES.accessDenied) =>
  new AppError(403, message, { code: 'FORBIDDEN' });

export const notFound = (message: string) => new AppError(404, message, { code: 'NOT_FOUND' });

export const conflict = (message: string) => new AppError(409, message, { code: 'CONFLICT' });

export const payloadTooLarge = (message: string = ERROR_MESSAGES.payloadTooLarge) =>
  new AppError(413, message, { code: 'PAYLOAD_TOO_LARGE' });

export const tooManyRequests = (message: string = ERROR_MESSAGES.tooManyRequests) =>
  new AppError(429, message, { code: 'RATE_LIMITED' });

export const serviceUnavailable = (message: string = ERROR_MESSAGES.serviceUnavailable) =>
  new AppError(503, message, { code: 'UNAVAILABLE' });
