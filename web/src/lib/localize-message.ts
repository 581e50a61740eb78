import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resources } from '../locales';

const { rules, server } = resources.en.forms;
type RuleKey = keyof typeof rules;
type ServerKey = keyof typeof server;

const keyOf = <K extends string>(table: Record<K, string>, message: string): K | undefined =>
  (Object.keys(table) as K[]).find((key) => table[key] === message);

// Schemas and servers speak the spec's English (equal to `forms:rules` and `:server`, a
// locale test checks); the reader sees the same rule in their language. Unknown text passes.
export const localizeMessage = (message: string, t: TFunction<'forms'>): string => {
  const rule = keyOf<RuleKey>(rules, message);
  if (rule) return t(`rules.${rule}`);
  const refusal = keyOf<ServerKey>(server, message);
  if (refusal) return t(`server.${refusal}`);
  return message;
};

export const useLocalizeMessage = (): ((message: string) => string) => {
  const { t } = useTranslation('forms');
  return useCallback((message: string) => localizeMessage(message, t), [t]);
};
