import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

type ChannelCardProps = {
  title: string;
  description: string;
  // The channel's state at a glance; none while it is unknown.
  badge?: { text: string; good: boolean };
  loading: boolean;
  children: ReactNode;
};

export const ChannelCard = ({ title, description, badge, loading, children }: ChannelCardProps) => {
  const { t } = useTranslation('integrations');
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        </div>
        {loading ? (
          <Spinner label={t('checking')} className="[&>span:first-child]:size-5" />
        ) : (
          badge && (
            <span
              className={
                badge.good
                  ? 'shrink-0 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800'
                  : 'shrink-0 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800'
              }
            >
              {badge.text}
            </span>
          )
        )}
      </header>
      {children}
    </section>
  );
};
