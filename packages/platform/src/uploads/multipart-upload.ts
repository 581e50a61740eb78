import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../errors/app-error';
import type { UploadPolicy } from './upload-policy';

export interface MultipartField {
  /** The form field that carries the file(s). */
  name: string;
  policy: UploadPolicy;
  maxCount?: number;
}

/**
 * Multer stops reading a file at this much above the largest spec limit. The slack lets a file
 * just over the limit be read whole and refused with the policy's text by inspectUpload, while a
 * huge one is cut off early instead of filling memory.
 */
const SIZE_SLACK_BYTES = 256 * 1024;
const TEXT_FIELD_MAX_BYTES = 64 * 1024;
const TEXT_FIELDS_MAX = 100;

type UploadedFile = Express.Multer.File;

function translate(error: unknown, fields: MultipartField[]): unknown {
  if (!(error instanceof multer.MulterError)) {
    // busboy's own complaints (a cut-off or malformed body) carry no status.
    const status = (error as { status?: number } | null)?.status;
    return status ? error : new AppError(400, ERROR_MESSAGES.validationFailed, { cause: error });
  }
  const field = fields.find((candidate) => candidate.name === error.field);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(413, field?.policy.messages.tooLarge ?? ERROR_MESSAGES.payloadTooLarge, {
        code: 'FILE_TOO_LARGE',
      });
    case 'LIMIT_FILE_COUNT':
      return new AppError(400, ERROR_MESSAGES.tooManyFiles, { code: 'TOO_MANY_FILES' });
    case 'LIMIT_UNEXPECTED_FILE':
      // Multer reports both a field it does not expect and one over its maxCount this way.
      return field
        ? new AppError(400, ERROR_MESSAGES.tooManyFiles, { code: 'TOO_MANY_FILES' })
        : new AppError(400, ERROR_MESSAGES.validationFailed, { code: 'UNEXPECTED_FILE' });
    default:
      return new AppError(413, ERROR_MESSAGES.payloadTooLarge, { code: 'PAYLOAD_TOO_LARGE' });
  }
}

/**
 * Reads a multipart body into memory: text fields into `req.body`, files by field. Requests
 * that are not multipart pass through untouched (their JSON body was parsed already). Files are
 * only read here; each is checked with inspectUpload by the route that uses it.
 */
export function multipartUpload(fields: MultipartField[]): RequestHandler {
  const largest = Math.max(...fields.map((field) => field.policy.maxBytes));
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: largest + SIZE_SLACK_BYTES,
      files: fields.reduce((sum, field) => sum + (field.maxCount ?? 1), 0),
      fields: TEXT_FIELDS_MAX,
      fieldSize: TEXT_FIELD_MAX_BYTES,
    },
  }).fields(fields.map((field) => ({ name: field.name, maxCount: field.maxCount ?? 1 })));

  return (req, res, next) => {
    upload(req, res, (error?: unknown) => {
      next(error ? translate(error, fields) : undefined);
    });
  };
}

/** The files a multipart request carried in one field (none for a JSON request). */
export function uploadedFiles(req: Request, field: string): UploadedFile[] {
  const files = req.files as Record<string, UploadedFile[]> | UploadedFile[] | undefined;
  if (!files || Array.isArray(files)) return [];
  return files[field] ?? [];
}

export function uploadedFile(req: Request, field: string): UploadedFile | undefined {
  return uploadedFiles(req, field)[0];
}
