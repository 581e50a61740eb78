import type { Response } from 'express';

export function sendOk<T>(res: Response, data: T, status = 200): void {
  res.status(status).json({ success: true, data });
}

export function errorBody(message: string, errors?: string[]) {
  return errors && errors.length > 0
    ? { success: false as const, error: message, errors }
    : { success: false as const, error: message };
}
