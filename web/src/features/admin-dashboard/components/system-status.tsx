import type { AdminDashboard } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';

// Each part green or red from the gateway's real checks (issue 13: the spec's fixed 'Online' is
// now true or 'Offline'), with the word too, so the colour is never the only sign.
export const SystemStatus = ({ parts }: { parts: AdminDashboard['systemStatus'] }) => {
  const { t } = useTranslation('admin-dashboard');
  return (
    <section
      aria-labelledby="system-status"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="system-status" className="text-lg font-semibold text-slate-900">
        {t('status.title')}
      </h2>
      <ul className="mt-3 space-y-2" data-testid="system-status">
        {parts.map((part) => (
          <li
            key={part.name}
            className="flex items-center justify-between gap-3 text-sm"
            data-testid={`status-${part.name}`}
            data-status={part.status}
          >
            <span className="flex min-w-0 items-center gap-2 text-slate-700">
              <span
                aria-hidden="true"
                className={`size-2.5 shrink-0 rounded-full ${part.status === 'up' ? 'bg-green-500' : 'bg-red-500'}`}
              />
              <span className="break-words">{t(`status.parts.${part.name}`)}</span>
            </span>
            <span
              className={`shrink-0 font-semibold ${part.status === 'up' ? 'text-green-700' : 'text-red-700'}`}
              title={part.detail}
            >
              {t(`status.${part.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
