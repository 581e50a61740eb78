import { formatRupeesWithPaise } from '@ghar/contracts/format';
import { useTranslation } from 'react-i18next';
import type { Account } from '../api/account';
import { dealerDetails } from '../utils/profile-view';
import type { DealerFigures } from '../utils/profile-view';

const STATUS_KEYS = ['ACTIVE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
type StatusKey = (typeof STATUS_KEYS)[number];
const isStatusKey = (value: string): value is StatusKey =>
  (STATUS_KEYS as readonly string[]).includes(value);

// Dealer Code, Dealer Status, commission above 0, and the Admin Dealer Code for admins.
export const DealerDetailsList = ({
  account,
  figures,
}: {
  account: Account;
  figures?: DealerFigures | null;
}) => {
  const { t } = useTranslation('profile');
  const details = dealerDetails(account, figures);
  if (!details) return null;
  const rows: { label: string; value: string; mono?: boolean }[] = [];
  if (details.code) rows.push({ label: t('dealer.code'), value: details.code, mono: true });
  rows.push({
    label: t('dealer.status'),
    value: isStatusKey(details.status) ? t(`dealer.statuses.${details.status}`) : details.status,
  });
  // Commission is rupees with paise (docs/business-decisions.md: the spec's dollar sign is a slip).
  if (details.commission !== null) {
    rows.push({
      label: t('dealer.commission'),
      value: formatRupeesWithPaise(details.commission),
    });
  }
  if (details.adminCode) {
    rows.push({ label: t('dealer.adminCode'), value: t('dealer.companyCode') });
  }
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('dealer.title')}
      </h3>
      <dl className="mt-3 space-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <dt className="text-slate-600">{row.label}</dt>
            <dd
              className={
                row.mono
                  ? 'font-mono font-semibold break-all text-slate-900'
                  : 'font-semibold text-slate-900'
              }
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
};
