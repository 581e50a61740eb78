import { isApiError } from '@/lib/api-error';

const FIELD_MESSAGE = /^([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.+)$/s;

export type SplitErrors = {
  /** The first message for each field the form has, e.g. { title: 'Property title is required' }. */
  byField: Record<string, string>;
  /** Messages that name no field of the form, shown as they came. */
  other: string[];
};

/**
 * The listing API refuses with every problem at once, each as `field: message` (as search's 400s
 * do); the form shows each under its field. A message naming no known field stays whole.
 */
export const splitServerErrors = (messages: readonly string[], fields: ReadonlySet<string>) => {
  const split: SplitErrors = { byField: {}, other: [] };
  for (const message of messages) {
    const match = FIELD_MESSAGE.exec(message.trim());
    const [field, text] = match ? [match[1] ?? '', match[2] ?? ''] : ['', message];
    if (field && fields.has(field)) split.byField[field] ??= text.trim();
    else split.other.push(message);
  }
  return split;
};

/** A refusal the form can show under its fields (400/422 with field messages), else null. */
export const fieldRefusal = (error: unknown, fields: ReadonlySet<string>): SplitErrors | null => {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 422)) return null;
  const messages = error.errors.length > 0 ? error.errors : [error.message];
  const split = splitServerErrors(messages, fields);
  return Object.keys(split.byField).length > 0 ? split : null;
};
