import { useTranslation } from 'react-i18next';
import { formatValue, type ChartSpec } from '../utils/chart-specs';

// The chart's figures as a table behind 'Show table' (a native disclosure: keyboard and screen
// readers get it for free).
export const ChartTable = ({ spec }: { spec: ChartSpec }) => {
  const { t } = useTranslation('admin-analytics');
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">{t('showTable')}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="min-w-full text-left" data-table={spec.id}>
          <caption className="sr-only">{spec.title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                {spec.categoryLabel}
              </th>
              {spec.series.map((series) => (
                <th key={series.label} scope="col" className="py-1 pr-3 text-right font-medium">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.labels.map((label, row) => (
              <tr key={`${label}-${row}`} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                  {label}
                </th>
                {spec.series.map((series) => (
                  <td key={series.label} className="py-1 pr-3 text-right tabular-nums">
                    {formatValue(series.values[row] ?? 0, series.format)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
};
