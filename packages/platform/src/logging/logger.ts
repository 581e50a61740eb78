import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Paths that must never reach a log line (docs/identity-and-privacy.md: no Aadhaar, passwords, tokens). */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'aadhaar',
  '*.aadhaar',
  '*.*.aadhaar',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
];

export function createLogger(options: { service: string; level?: string }): Logger {
  return pino({
    name: options.service,
    level: options.level ?? 'info',
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}
