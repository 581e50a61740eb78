import type { SettingsAuditEntry } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format';

const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

// Who changed what, when (newest first, the last five).
export const AuditList = ({ audit }: { audit: SettingsAuditEntry[] }) => {
  const { t, i18n } = useTranslation('admin-settings');
  const latest = [...audit].reverse().slice(0, 5);
  const when = new Intl.DateTimeFormat(localeFor(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h4 className="text-sm font-semibold text-slate-700">{t('audit.title')}</h4>
      {latest.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t('audit.none')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-600">
          {latest.map((entry) => (
            <li key={`${entry.at}-${entry.by.userId}`}>
              <span className="font-medium text-slate-800">{when.format(new Date(entry.at))}</span>{' '}
              · {entry.by.email}:{' '}
              {entry.changes
                .map((change) =>
                  t('audit.change', {
                    field: t(`fields.${change.key}`, { defaultValue: change.key }),
                    from: shown(change.from),
                    to: shown(change.to),
                  }),
                )
                .join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
