import { VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import type en from '@/locales/en/property-form.json';

export type RuleKey = keyof (typeof en)['rules'];

const MARK = '\u0000';

/**
 * Which of the form's rules a schema or server message is (its English is the contracts text),
 * with the file name for the per-file ones, so the reader sees it in their language.
 */
export const ruleOf = (
  message: string,
  keys: readonly RuleKey[],
): { key: RuleKey; file?: string } | null => {
  for (const key of keys) {
    const text = VALIDATION_MESSAGES[key];
    if (typeof text === 'string') {
      if (text === message) return { key };
      continue;
    }
    const [before = '', after = ''] = text(MARK).split(MARK);
    if (message.length > before.length + after.length) {
      if (message.startsWith(before) && message.endsWith(after)) {
        return { key, file: message.slice(before.length, message.length - after.length) };
      }
    }
  }
  return null;
};
