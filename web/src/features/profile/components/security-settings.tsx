import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChangePasswordForm } from './change-password-form';

export const SecuritySettings = () => {
  const { t } = useTranslation('profile');
  const [changing, setChanging] = useState(false);
  const tips = t('security.tips', { returnObjects: true });
  return (
    <section
      aria-labelledby="security-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="security-title" className="text-lg font-semibold text-slate-900">
        {t('security.title')}
      </h2>
      <div className="mt-4 rounded-xl border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-start gap-3">
            <KeyRound aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
            <div>
              <p className="font-medium text-slate-900">{t('security.password')}</p>
              <p className="text-sm text-slate-600">{t('security.passwordText')}</p>
            </div>
          </div>
          {!changing && (
            <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
              {t('security.changePassword')}
            </Button>
          )}
        </div>
        {changing && <ChangePasswordForm onDone={() => setChanging(false)} />}
      </div>
      <div className="mt-4 rounded-xl bg-brand-50 p-4">
        <h3 className="flex items-center gap-2 font-semibold text-brand-900">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {t('security.tipsTitle')}
        </h3>
        <ul className="mt-2 list-disc space-y-1 ps-6 text-sm text-brand-900">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </section>
  );
};
