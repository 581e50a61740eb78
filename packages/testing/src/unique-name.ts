import { randomBytes } from 'node:crypto';

/**
 * A name no other test or run uses, safe as a database name, topic, key prefix or e-mail local
 * part: lower-case letters, digits and '-'.
 */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}
