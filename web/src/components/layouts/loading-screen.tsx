import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// Shown while the session is confirmed at start-up (spec part 1 §2 "Header and shell").
export const LoadingScreen = () => {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-gradient-to-b from-brand-50 to-white px-6 text-center"
    >
      <span className="relative flex size-20 items-center justify-center">
        <span
          aria-hidden="true"
          className="absolute inset-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <House aria-hidden="true" className="size-8 text-brand-700" />
      </span>
      <p className="text-lg font-semibold text-brand-900">{t('loading.session')}</p>
    </div>
  );
};
