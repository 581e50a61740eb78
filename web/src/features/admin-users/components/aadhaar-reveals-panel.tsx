import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/listing/pagination';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { formatDate, localeFor } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useAadhaarReveals } from '../api/get-aadhaar-reveals';
import type { AadhaarReveal } from '../api/get-aadhaar-reveals';

const nameOf = (person: AadhaarReveal['subject']) => person.name ?? person.email ?? person.id;

// The audit of full Aadhaar reveals (docs/identity-and-privacy.md), folded away until an admin opens it.
export const AadhaarRevealsPanel = () => {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const reveals = useAadhaarReveals(page, open);
  const time = new Intl.DateTimeFormat(localeFor(language), { timeStyle: 'short' });

  return (
    <details
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-4"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        {t('users.reveals.title')}
      </summary>
      <p className="mt-2 text-sm text-slate-600">{t('users.reveals.explain')}</p>
      {reveals.isPending && open && (
        <LoadingBlock label={t('users.reveals.loading')} className="py-6" />
      )}
      {reveals.isError && (
        <LoadFailed
          className="mt-4"
          error={reveals.error}
          fallback={t('users.reveals.failed')}
          retryLabel={t('users.retry')}
          onRetry={() => void reveals.refetch()}
        />
      )}
      {reveals.data?.reveals.length === 0 && (
        <p className="mt-4 text-sm text-slate-600">{t('users.reveals.empty')}</p>
      )}
      {reveals.data && reveals.data.reveals.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100 text-sm">
          {reveals.data.reveals.map((reveal) => (
            <li key={reveal.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="text-slate-900">
                {t('users.reveals.entry', {
                  actor: nameOf(reveal.actor),
                  subject: nameOf(reveal.subject),
                })}
              </span>
              <span className="text-slate-500">
                {formatDate(reveal.at, language, 'medium')} · {time.format(new Date(reveal.at))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={reveals.data?.totalPages ?? 1} onPage={setPage} />
    </details>
  );
};
