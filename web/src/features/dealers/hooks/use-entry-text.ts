import type { CommissionEntry } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { commissionAmount, downlineText, ruleText } from '../utils/commission-ledger';

// What the ledger shows of one entry, in the reader's language (table, phone card, dashboard).
export const useEntryText = () => {
  const { t, i18n } = useTranslation('dealers');
  return (entry: CommissionEntry) => {
    const rule = ruleText(entry);
    return {
      date: formatDate(entry.createdAt, i18n.language, 'medium'),
      rule: t(`commissions.rule.${rule.key}`, rule.values),
      level: t('commissions.level', { level: entry.level, percent: entry.rule.levelPercent }),
      levelShort: t('commissions.levelShort', { level: entry.level }),
      downline: downlineText(entry) ?? t('commissions.direct'),
      amount: commissionAmount(entry.amount),
      reversal: entry.kind === 'REVERSED',
    };
  };
};
