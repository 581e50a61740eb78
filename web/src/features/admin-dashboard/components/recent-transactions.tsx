import { formatRupees } from '@ghar/contracts/format';
import type { AdminDashboard } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

// Up to 5 recent transactions (part 2 §2, §9): amount, date, property title; a list, so it reads
// the same on a phone.
export const RecentTransactions = ({ data }: { data: AdminDashboard }) => {
  const { t, i18n } = useTranslation('admin-dashboard');
  const transactions = data.recentTransactions;
  return (
    <section
      aria-labelledby="recent-transactions"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="recent-transactions" className="text-lg font-semibold text-slate-900">
        {t('transactions.title')}
      </h2>
      {transactions === null ? (
        <p className="mt-3 text-sm font-medium text-red-700">{t('transactions.unavailable')}</p>
      ) : transactions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('transactions.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="recent-transactions">
          {transactions.map((transaction) => (
            <li key={transaction.bookingId} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {transaction.propertyTitle}
                </p>
                <p className="text-sm text-slate-500">
                  {formatDate(transaction.createdAt, i18n.language, 'medium')}
                  {transaction.bookerName &&
                    ` · ${t('transactions.by', { name: transaction.bookerName })}`}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-slate-900">
                {formatRupees(transaction.amount)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
