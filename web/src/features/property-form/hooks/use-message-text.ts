import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizeMessage } from '@/lib/localize-message';
import en from '@/locales/en/property-form.json';
import { ruleOf } from '../utils/rule-text';
import type { RuleKey } from '../utils/rule-text';

const RULE_KEYS = Object.keys(en.rules) as RuleKey[];

/** A schema, file-check or server message in the reader's language (unknown text passes). */
export const useMessageText = (): ((message: string) => string) => {
  const { t } = useTranslation('property-form');
  const localize = useLocalizeMessage();
  return useCallback(
    (message: string) => {
      const rule = ruleOf(message, RULE_KEYS);
      return rule ? t(`rules.${rule.key}`, { file: rule.file }) : localize(message);
    },
    [localize, t],
  );
};
