import type { CommissionEntry } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useEntryText } from '../hooks/use-entry-text';

const amountTone = (reversal: boolean) => (reversal ? 'text-red-700' : 'text-green-800');

// The ledger: a table from 640 px, one card per entry on phones.
export const CommissionLedger = ({ entries }: { entries: readonly CommissionEntry[] }) => {
  const { t } = useTranslation('dealers');
  const describe = useEntryText();
  const rows = entries.map((entry) => ({ entry, text: describe(entry) }));
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label={t('commissions.title')}>
        {rows.map(({ entry, text }) => (
          <li
            key={entry.id}
            data-testid="commission-card"
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words text-slate-900">
                {entry.property.title}
              </p>
              <p className={cn('shrink-0 font-bold', amountTone(text.reversal))}>{text.amount}</p>
            </div>
            {text.reversal && (
              <p className="mt-1 text-xs font-semibold text-red-700 uppercase">
                {t('commissions.reversal')}
              </p>
            )}
            <dl className="mt-2 space-y-1 text-sm">
              {(
                [
                  ['date', text.date],
                  ['level', text.level],
                  ['rule', text.rule],
                  ['downline', text.downline],
                  ['code', entry.booking.dealerCode],
                  ['booking', entry.booking.id],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="flex flex-wrap justify-between gap-x-3">
                  <dt className="text-slate-500">{t(`commissions.columns.${key}`)}</dt>
                  <dd className="min-w-0 text-end break-all text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:block">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              {(['date', 'property', 'booking', 'code', 'rule', 'level', 'downline'] as const).map(
                (key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`commissions.columns.${key}`)}
                  </th>
                ),
              )}
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('commissions.columns.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ entry, text }) => (
              <tr key={entry.id} data-testid="commission-row" className="align-top">
                <td className="px-3 py-2 whitespace-nowrap">{text.date}</td>
                <td className="px-3 py-2 font-medium text-slate-900">{entry.property.title}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">{entry.booking.id}</td>
                <td className="px-3 py-2 font-mono">{entry.booking.dealerCode}</td>
                <td className="px-3 py-2">{text.rule}</td>
                <td className="px-3 py-2 whitespace-nowrap">{text.level}</td>
                <td className="px-3 py-2">{text.downline}</td>
                <td
                  className={cn(
                    'px-3 py-2 text-end font-semibold whitespace-nowrap',
                    amountTone(text.reversal),
                  )}
                >
                  {text.amount}
                  {text.reversal && (
                    <span className="block text-xs font-normal">{t('commissions.reversal')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};
