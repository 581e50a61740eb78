import { SETTINGS_SECTIONS } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '@/components/ui/form-errors';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { useAdminSettings } from '../api/admin-settings';
import { SectionCard } from './section-card';

// Settings (issue 13 item 4): every admin-editable value of docs/business-decisions.md, each saved by the service
// that uses it and effective without a restart; a section whose service is down says so.
export const SettingsPage = () => {
  const { t } = useTranslation('admin-settings');
  const settings = useAdminSettings();
  const view = settings.data;
  return (
    <section className="space-y-5">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{t('title')}</h2>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
      </div>
      {settings.isPending && <LoadingBlock label={t('loading')} className="min-h-48" />}
      {settings.isError && (
        <LoadFailed
          error={settings.error}
          fallback={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void settings.refetch()}
        />
      )}
      {view && (
        <div className="grid gap-5 xl:grid-cols-2">
          {SETTINGS_SECTIONS.map((section) => {
            const sectionView = view.sections[section];
            const down = view.unavailable.find((each) => each.section === section);
            return sectionView ? (
              <SectionCard key={`${section}-${sectionView.audit.length}`} view={sectionView} />
            ) : (
              <div key={section} className="rounded-xl border border-red-200 bg-red-50 p-4">
                <h3 className="font-semibold text-slate-900">{t(`sections.${section}.title`)}</h3>
                <FormErrors messages={[t('unavailable', { error: down?.error ?? '' })]} />
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
};
