import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useReferralCheck } from '../api/check-referral-code';

// Codes are stored upper-case and matched case-insensitively; typing pauses before asking.
const LOOKUP_DELAY_MS = 400;

// While a referral code is typed: the sponsor's name, or that the code is unknown. Only a hint;
// the server judges the code on submit.
export const ReferralSponsorHint = ({ code }: { code: string }) => {
  const { t } = useTranslation('dealers');
  const typed = code.trim().toUpperCase();
  const settled = useDebouncedValue(typed, LOOKUP_DELAY_MS);
  const check = useReferralCheck(settled);
  if (!typed) return null;
  if (typed !== settled || check.isFetching) {
    return <p className="mt-1 text-xs text-slate-500">{t('referral.checking')}</p>;
  }
  if (check.data) {
    return (
      <p role="status" className="mt-1 text-sm font-medium text-green-700">
        {t('referral.sponsor', { name: check.data.name })}
      </p>
    );
  }
  if (check.data === null) {
    return (
      <p role="status" className="mt-1 text-sm text-amber-700">
        {t('referral.unknown')}
      </p>
    );
  }
  return null;
};
