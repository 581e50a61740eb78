import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { localeFor } from '@/lib/format';
import { useDownloadLedger } from '../api/export-ledger';
import { monthLabel, recentMonths } from '@/lib/ist-months';

// Issue 12 item 5: the month's commission ledger as CSV (every entry of that month, IST).
export const LedgerExport = () => {
  const { t, i18n } = useTranslation('admin-dealers');
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0] ?? '');
  const download = useDownloadLedger();
  const locale = localeFor(i18n.language);

  const run = async () => {
    try {
      await download.mutateAsync(month);
      toast.success(t('ledger.done', { month: monthLabel(month, locale) }));
    } catch (error) {
      await showActionFailure(error, t('ledger.failed'));
    }
  };

  return (
    <section
      aria-labelledby="ledger-export-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end"
    >
      <h2
        id="ledger-export-title"
        className="font-semibold text-slate-900 sm:me-auto sm:self-center"
      >
        {t('ledger.title')}
      </h2>
      <SelectField
        label={t('ledger.month')}
        value={month}
        className="sm:w-60"
        onChange={(event) => setMonth(event.target.value)}
        options={months.map((value) => ({ value, label: monthLabel(value, locale) }))}
      />
      <Button
        variant="outline"
        className="h-11"
        disabled={download.isPending}
        onClick={() => void run()}
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? t('ledger.exporting') : t('ledger.export')}
      </Button>
    </section>
  );
};
